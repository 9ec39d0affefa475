import { useShopsT } from '../i18n';

/** "Did you mean milk?": the corrected query the list shows, tappable to search for it as typed. */
export function DidYouMean({ suggestion, onSearch }: { suggestion: string; onSearch(query: string): void }) {
  const t = useShopsT();
  return (
    <p className="mb-2 text-sm text-stone-800">
      {t('shops.didYouMean')}{' '}
      <button
        type="button"
        className="font-semibold text-brand-800 underline underline-offset-2"
        onClick={() => onSearch(suggestion)}
      >
        {suggestion}
      </button>
      ?
    </p>
  );
}
