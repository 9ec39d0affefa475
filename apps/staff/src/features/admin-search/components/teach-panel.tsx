import { Button, EmptyState, ErrorState, FormError, LoadingState, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useProductsMatching, useTeachSearch } from '../api/teach';
import { tAdminSearch, useAdminSearchT } from '../i18n';

/**
 * Teaching one word: find the product it means and tap it (the word becomes that product's alias, and its
 * pack sizes'), or name a word it means the same as.
 */
export function TeachPanel({ word, onDone }: { word: string; onDone: () => void }) {
  const t = useAdminSearchT();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const [sameAs, setSameAs] = useState('');
  const [error, setError] = useState<string | null>(null);
  const products = useProductsMatching(asked);
  const teach = useTeachSearch();

  const taught = (message: string) => {
    showToast(message);
    onDone();
  };
  function find(event: FormEvent) {
    event.preventDefault();
    setAsked(typed.trim());
  }
  function teachSameAs(event: FormEvent) {
    event.preventDefault();
    setError(null);
    teach.mutate(
      { word, sameAs: sameAs.trim() },
      {
        onSuccess: (r) =>
          taught(tAdminSearch('staffAdminSearch.taughtSameAs', { word: r.word, sameAs: r.sameAs ?? '' })),
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }
  function teachProduct(productId: string, name: string) {
    setError(null);
    teach.mutate(
      { word, productId },
      {
        onSuccess: (r) => taught(tAdminSearch('staffAdminSearch.taughtAlias', { word: r.word, name })),
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={find} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('staffAdminSearch.findProduct')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('staffAdminSearch.find')}
        </Button>
      </form>
      {asked ? (
        products.isPending ? (
          <LoadingState label={t('staffAdminSearch.finding')} />
        ) : products.isError ? (
          <ErrorState message={errorMessage(products.error)} />
        ) : products.data.length === 0 ? (
          <EmptyState title={t('staffAdminSearch.noProducts')} />
        ) : (
          <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            {products.data.map((p) => (
              <li key={p._id} className="flex items-center justify-between gap-2 rounded-lg bg-stone-50 p-2">
                <span className="min-w-0 text-sm break-words">
                  {p.name}{' '}
                  <span className="text-stone-700">
                    {t('staffAdminSearch.inShop', { shop: p.shop.name })}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  disabled={teach.isPending}
                  onClick={() => teachProduct(p._id, p.name)}
                >
                  {t('staffAdminSearch.choose')} <span className="sr-only">{p.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <form onSubmit={teachSameAs} className="flex flex-col gap-2">
        <TextField
          label={t('staffAdminSearch.sameAs')}
          value={sameAs}
          onChange={(e) => setSameAs(e.target.value)}
        />
        <Button type="submit" busy={teach.isPending} busyLabel={t('staffAdminSearch.teaching')}>
          {t('staffAdminSearch.teachSameAs')}
        </Button>
      </form>
      <FormError message={error} />
    </div>
  );
}
