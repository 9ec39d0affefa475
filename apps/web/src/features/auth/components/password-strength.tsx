import { passwordRequirements, passwordStrength } from '@jhola/domain';
import { useDomainT } from '../../../lib/domain-text';
import { useAuthT } from '../i18n';

const BAR_COLOURS = [
  'bg-red-600',
  'bg-red-600',
  'bg-orange-500',
  'bg-yellow-500',
  'bg-lime-600',
  'bg-green-700',
];

/** PRODUCT.md §5 strength meter (Very Weak … Strong) and the requirement checklist, from the same rules as the server. */
export function PasswordStrength({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  const requirements = passwordRequirements(password);
  const t = useAuthT();
  const tDomain = useDomainT();
  return (
    <div className="mt-2" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div aria-hidden="true" className="flex h-2 flex-1 gap-1">
          {[1, 2, 3, 4, 5].map((step) => (
            <span
              key={step}
              className={`h-2 flex-1 rounded-full ${step <= score ? BAR_COLOURS[score] : 'bg-stone-200'}`}
            />
          ))}
        </div>
        <span className="w-24 text-right text-sm font-medium text-stone-700" aria-live="polite">
          <span className="sr-only">{t('auth.passwordStrength')} </span>
          {tDomain(label)}
        </span>
      </div>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2" aria-label={t('auth.passwordRequirements')}>
        {requirements.map((r) => (
          <li key={r.label} className={r.met ? 'text-green-800' : 'text-stone-600'}>
            <span aria-hidden="true">{r.met ? '✓' : '○'}</span> {tDomain(r.label)}
            <span className="sr-only"> {r.met ? t('auth.met') : t('auth.notMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
