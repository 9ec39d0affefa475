import { useFormat } from '@jhola/ui';
import { useCredit } from '../api/get-credit';
import { useClaimsT } from '../i18n';

/** Issue 44: "Use Jhola credit" at checkout, shown only when there is some; it pays before anything else. */
export function UseCreditChoice({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (use: boolean) => void;
}) {
  const t = useClaimsT();
  const f = useFormat();
  const credit = useCredit();
  const balance = credit.data?.balance ?? 0;
  if (balance <= 0) return null;
  return (
    <label className="flex min-h-11 items-center gap-2 rounded-2xl border border-green-200 bg-green-50 p-3">
      <input
        type="checkbox"
        className="h-5 w-5"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{t('claims.useCredit', { amount: f.money(balance) })}</span>
    </label>
  );
}
