import type { StockSuggestion } from '@jhola/domain';
import { Button, showToast } from '@jhola/ui';
import { errorMessage } from '../../../lib/api-error';
import { useAnswerSuggestion } from '../api/answer-suggestion';
import { useSuggestions } from '../api/suggestions';
import { useMyShopT } from '../i18n';

/** "Mark Amul Toned Milk 1 L out of stock?": what shoppers found missing, answered with one tap. */
export function SuggestionsList({ shopId }: { shopId: string }) {
  const t = useMyShopT();
  const suggestions = useSuggestions();
  const mine = (suggestions.data ?? []).filter((s) => s.shopId === shopId);
  if (mine.length === 0) return null;
  return (
    <section
      aria-labelledby="suggestions-title"
      className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3"
    >
      <h2 id="suggestions-title" className="font-semibold">
        {t('staffMyShop.suggestionsTitle')}
      </h2>
      <ul className="flex flex-col gap-3">
        {mine.map((suggestion) => (
          <Suggestion key={suggestion.productId} suggestion={suggestion} />
        ))}
      </ul>
    </section>
  );
}

function Suggestion({ suggestion }: { suggestion: StockSuggestion }) {
  const t = useMyShopT();
  const answer = useAnswerSuggestion();
  const tap = (outOfStock: boolean) =>
    answer.mutate(
      { productId: suggestion.productId, outOfStock },
      {
        onSuccess: () =>
          showToast(
            outOfStock
              ? t('staffMyShop.markedOutToast', { name: suggestion.productName })
              : t('staffMyShop.keptInToast', { name: suggestion.productName }),
            'success',
          ),
        onError: (error) => showToast(errorMessage(error), 'error'),
      },
    );
  return (
    <li className="flex flex-col gap-2" data-testid="stock-suggestion">
      <p className="font-medium break-words">
        {t('staffMyShop.suggestion', { name: suggestion.productName })}
      </p>
      <p className="text-sm text-stone-700">
        {t('staffMyShop.reports', { count: suggestion.reports })}
        {suggestion.hidden ? ` · ${t('staffMyShop.hiddenUntilAnswered')}` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" busy={answer.isPending} onClick={() => tap(true)}>
          {t('staffMyShop.yesOutOfStock')}
        </Button>
        <Button variant="secondary" disabled={answer.isPending} onClick={() => tap(false)}>
          {t('staffMyShop.itIsThere')}
        </Button>
      </div>
    </li>
  );
}
