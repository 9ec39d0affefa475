import { AUTH_SERVER_MESSAGES, signupFormSchema } from '@jhola/domain';
import { TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useSignup } from '../api/signup';
import { fieldMessages } from '../auth-messages';
import { useCountdown } from '../hooks/use-countdown';
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
  const navigate = useNavigate();
  const left = useCountdown(REDIRECT_SECONDS, mutation.isSuccess, () => navigate('/login'));

  const validate = (next: typeof EMPTY) => {
    const result = signupFormSchema.safeParse(next);
    const messages = result.success ? {} : fieldMessages(result.error.issues);
    setErrors(messages);
    return result;
  };

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const value = field === 'phone' ? event.target.value.replace(/\D/g, '').slice(0, 10) : event.target.value;
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
    error: errors[field],
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
      setFailure(e instanceof ApiError ? (e.serverMessage ?? 'Signup failed') : 'Signup failed');
    }
  };

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Check your email">
        <FormMessage kind="success">
          <p className="font-semibold">{AUTH_SERVER_MESSAGES.signupDone}</p>
          <p className="mt-1">Can’t find it? Please check your spam or junk folder.</p>
        </FormMessage>
        <LoginCountdown left={left} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Order from local shops, paid in cash on delivery."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-800 underline">
            Log in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
        <TextField label="Full name" autoComplete="name" {...bind('name')} />
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...bind('email')} />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          {...bind('phone')}
        />
        <NewPasswordField label="Password" {...bind('password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...bind('confirmPassword')} />
        <Button type="submit" className="w-full" busy={mutation.isPending} busyLabel="Creating account...">
          Sign up
        </Button>
      </form>
    </AuthCard>
  );
}
