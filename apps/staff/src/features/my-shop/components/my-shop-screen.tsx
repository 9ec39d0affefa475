import { EmptyState, ErrorState, LoadingState } from '@jhola/ui';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useMyShops } from '../api/my-shops';
import { useMyShopT } from '../i18n';
import { HoursForm } from './hours-form';
import { ShopOrdersList } from './shop-orders-list';
import { ShopStatusCard } from './shop-status-card';
import { StatementPanel } from './statement-panel';
import { StockList } from './stock-list';
import { SuggestionsList } from './suggestions-list';

const TABS = ['stock', 'orders', 'statement', 'hours'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = {
  stock: 'staffMyShop.tabStock',
  orders: 'staffMyShop.tabOrders',
  statement: 'staffMyShop.tabStatement',
  hours: 'staffMyShop.tabHours',
} as const;

/**
 * Issue 46: a shop owner runs the shop from a phone: open or closed, the shoppers' "not available"
 * suggestions, stock, the orders being picked and the statement. An owner of several shops (or an
 * admin) chooses one.
 */
export function MyShopScreen() {
  const t = useMyShopT();
  const shops = useMyShops();
  const chooserId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('stock');
  if (shops.isPending) return <LoadingState label={t('staffMyShop.loading')} />;
  if (shops.isError) return <ErrorState message={errorMessage(shops.error)} />;
  const shop = shops.data.find((s) => s._id === chosen) ?? shops.data[0];
  if (!shop) return <EmptyState title={t('staffMyShop.noShops')} />;
  return (
    <div className="flex flex-col gap-3">
      {shops.data.length > 1 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={chooserId} className="text-sm font-medium">
            {t('staffMyShop.chooseShop')}
          </label>
          <select
            id={chooserId}
            value={shop._id}
            onChange={(e) => setChosen(e.target.value)}
            className="h-11 rounded-lg border border-stone-300 bg-white px-3"
          >
            {shops.data.map((s) => (
              <option key={s._id} value={s._id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ShopStatusCard shop={shop} />
      <SuggestionsList shopId={shop._id} />
      <div className="grid grid-cols-4 gap-1 rounded-lg bg-stone-200 p-1">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={tab === name}
            onClick={() => setTab(name)}
            className={`min-h-11 rounded-md px-2 text-sm font-semibold ${tab === name ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-700'}`}
          >
            {t(TAB_LABELS[name])}
          </button>
        ))}
      </div>
      {tab === 'stock' ? <StockList shopId={shop._id} /> : null}
      {tab === 'orders' ? <ShopOrdersList shopId={shop._id} /> : null}
      {tab === 'statement' ? <StatementPanel shop={shop} /> : null}
      {tab === 'hours' ? <HoursForm key={shop._id} shop={shop} /> : null}
    </div>
  );
}
