import { useLanguageStore } from './language-store';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';
import { useUiT } from './ui-catalogue';

export interface LanguageSwitchProps {
  /** Called after a customer's own switch (the app saves it on the account). */
  onChosen?: (language: Language) => void;
  className?: string;
}

/**
 * One button naming the other language in itself ("हिन्दी" / "English"), so a reader of either finds it.
 * The choice is the customer's alone: nothing switches by location.
 */
export function LanguageSwitch({ onChosen, className = '' }: LanguageSwitchProps) {
  const t = useUiT();
  const language = useLanguageStore((s) => s.language);
  const switching = useLanguageStore((s) => s.switching);
  const other = LANGUAGES.find((l) => l !== language) ?? 'en';
  const choose = async () => {
    await useLanguageStore.getState().setLanguage(other);
    onChosen?.(other);
  };
  return (
    <button
      type="button"
      onClick={() => void choose()}
      disabled={switching}
      aria-label={t('ui.switchLanguage', { language: LANGUAGE_NAMES[other] })}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${className}`}
    >
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </button>
  );
}
