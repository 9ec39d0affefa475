import { AUTH_SERVER_MESSAGES, phoneFieldValue, signupFormSchema } from '@jhola/domain';
import { TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useSignup } from '../api/signup';
import { fieldMessages } from '../auth-messages';
import { useCountdown } from '../hooks/use-countdown';
import { useAuthT } from '../i18n';
import { AuthCard, FormMessage, LoginCountdown } from './auth-card';
import { NewPasswordField } from './new-password-field';
import { PasswordField } from './password-field';

const EMPTY = { name: '', email: '', phone: '', password: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;
/** PRODUCT.md §9: the app goes to /login 4 s after a successful signup. */
const REDIRECT_SECONDS = 4;

/** PRODUCT.md §2 Signup: name, e-mail, phone, password and confirmation, strength meter and checklist. */
export function SignupForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useSignup();
  const t = useAuthT();
  const tDomain = useDomainT();
  const navigate = useNavigate();
  const left = useCountdown(REDIRECT_SECONDS, mutation.isSuccess, () => navigate('/login'));

  const validate = (next: typeof EMPTY) => {
    const result = signupFormSchema.safeParse(next);
    const messages = result.success ? {} : fieldMessages(result.error.issues);
    setErrors(messages);
    return result;
  };

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = field === 'phone' ? phoneFieldValue(event.target.value) : event.target.value;
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first submit, errors follow the typing so that fixed fields clear at once.
    if (submitted) validate(next);
  };

  /** Name, value, change handler and error of one field: what every input below is wired with. */
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    // The domain's validation texts (or the server's own, already in the language on screen).
    error: errors[field] && tDomain(errors[field]),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const result = validate(values);
    if (!result.success) return;
    try {
      const { confirmPassword: _confirm, role: _role, ...body } = result.data;
      await mutation.mutateAsync(body);
    } catch (e) {
      if (e instanceof ApiError && e.errors?.length)
        setErrors(fieldMessages(e.errors.map((f) => ({ path: [f.field], message: f.message }))));
      setFailure(
        e instanceof ApiError ? (e.serverMessage ?? t('auth.signupFailed')) : t('auth.signupFailed'),
      );
    }
  };

  if (mutation.isSuccess) {
    return (
      <AuthCard languageSwitch title={t('auth.checkEmail')}>
        <FormMessage kind="success">
          <p className="font-semibold">{tDomain(AUTH_SERVER_MESSAGES.signupDone)}</p>
          <p className="mt-1">{t('auth.cantFindIt')}</p>
        </FormMessage>
        <LoginCountdown left={left} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      languageSwitch
      title={t('auth.signupTitle')}
      subtitle={t('auth.signupSubtitle')}
      footer={
        <p>
          {t('auth.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-brand-800 underline">
            {t('auth.logIn')}
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
        <TextField label={t('auth.fullName')} autoComplete="name" {...bind('name')} />
        <TextField
          label={t('auth.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...bind('email')}
        />
        <TextField
          label={t('auth.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('auth.phonePlaceholder')}
          {...bind('phone')}
        />
        <NewPasswordField label={t('auth.password')} {...bind('password')} />
        <PasswordField
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />
        <Button
          type="submit"
          className="w-full"
          busy={mutation.isPending}
          busyLabel={t('auth.creatingAccount')}
        >
          {t('auth.signUp')}
        </Button>
      </form>
    </AuthCard>
  );
}
