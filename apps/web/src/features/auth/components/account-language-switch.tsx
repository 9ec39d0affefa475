import { LanguageSwitch } from '@jhola/ui';
import { saveChosenLanguage } from '../lib/account-language';

/** The language switch; a signed-in customer's choice is saved on the account as well as here. */
export function AccountLanguageSwitch({ className }: { className?: string }) {
  return <LanguageSwitch className={className} onChosen={(language) => void saveChosenLanguage(language)} />;
}
