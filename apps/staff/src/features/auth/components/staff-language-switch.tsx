import { LanguageSwitch } from '@jhola/ui';
import { useStaffAuth } from '../../../lib/staff-auth';
import { saveLanguage } from '../api/save-language';

/** The language switch; a signed-in staff member's choice is also saved on the account. */
export function StaffLanguageSwitch({ className }: { className?: string }) {
  return (
    <LanguageSwitch
      className={className}
      onChosen={(language) => {
        if (useStaffAuth.getState().token) void saveLanguage(language).catch(() => {});
      }}
    />
  );
}
