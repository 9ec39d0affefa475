import { Button } from '../../../components/ui/button';
import { useShopsT } from '../i18n';
import { SAMPLE_SHOP_MESSAGES, SAMPLE_SHOPS } from '../sample-shops';
import { ShopCard } from './shop-card';
import { ShopGrid } from './shop-grid';

/** PRODUCT.md §2/PRODUCT.md §8 fallback: five sample shops with a message; opening one only explains that it is sample data. */
export function SampleShops({ reason, onRetry }: { reason: 'empty' | 'failed'; onRetry(): void }) {
  const t = useShopsT();
  return (
    <>
      <div
        role="status"
        className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
      >
        <p>{t(SAMPLE_SHOP_MESSAGES[reason])}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('shops.tryAgain')}
        </Button>
      </div>
      <ShopGrid>
        {SAMPLE_SHOPS.map((shop, i) => (
          <li key={shop._id}>
            <ShopCard
              shop={{ ...shop, statusText: t('shops.sampleShop') }}
              priority={i === 0}
              onSampleOpen={() => window.alert(t(SAMPLE_SHOP_MESSAGES.open))}
            />
          </li>
        ))}
      </ShopGrid>
    </>
  );
}
