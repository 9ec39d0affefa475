import { isStaffAppRole, STAFF_APP_MESSAGES } from '@jhola/domain';
import { Button, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useStaffAuth } from '../../../lib/staff-auth';
import { endSession } from '../api/end-session';
import { useLogin } from '../api/login';

/** Only where the app lives: a `next` that leaves /staff is ignored. */
const safeNext = (next: string | null) => (next?.startsWith('/') && !next.startsWith('//') ? next : '/');

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) return setError('Enter your e-mail and password');
    try {
      const { token, user } = await login.mutateAsync({ email, password });
      if (!isStaffAppRole(user.role)) {
        void endSession(token);
        return setError(STAFF_APP_MESSAGES.customerRefused);
      }
      useStaffAuth.getState().signIn(token, user);
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
          {error === STAFF_APP_MESSAGES.customerRefused ? (
            <>
              {' '}
              <a href="/" className="underline">
                Open the customer app
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <Button type="submit" busy={login.isPending} busyLabel="Signing in...">
        Sign in
      </Button>
    </form>
  );
}
