import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { TOTP_REQUIRED_CODE, type LoginAnswer } from '../../api/auth-queries';
import { ApiError, adminFetch } from '../../api/client';
import { encryptStaffPassword } from '../../api/password';
import { session, useSession } from '../../app/session';
import { Button } from '../../components/ui/button';
import { FormError, TextField } from '../../components/ui/field';
import { ForgotPassword } from './forgot-password';

export function LoginPage() {
  const current = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [askTotp, setAskTotp] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const next = params.get('next') ?? '/';
  if (current) return <Navigate to={next} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await adminFetch<LoginAnswer>('/auth/login', {
        method: 'POST',
        body: { email: email.trim(), password: await encryptStaffPassword(password), ...(askTotp ? { totp } : {}) },
      });
      session.set({ token: answer.token, ...answer.staff });
      const target = answer.totpSetupRequired ? '/account' : !answer.staff.merchantNumber ? '/merchants' : next;
      navigate(target.startsWith('/') ? target : '/', { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && (failure.code === TOTP_REQUIRED_CODE || /totp/i.test(failure.field ?? ''))) {
        setAskTotp(true);
        setError(askTotp ? failure.message : '');
      } else {
        setError(failure instanceof Error ? failure.message : 'Sign-in failed');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-100 px-4 pt-16 sm:items-center sm:pt-0">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">Back office sign-in</h1>
        {params.get('expired') || session.endedByServer() ? (
          <p role="status" className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900">
            Your session ended. Please sign in again.
          </p>
        ) : null}
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {askTotp ? (
            <TextField
              label="Authenticator code"
              hint="The 6-digit code from your authenticator app"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              autoFocus
              value={totp}
              onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))}
            />
          ) : null}
          <FormError message={error} />
          <Button type="submit" variant="primary" disabled={busy || !email || !password}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
          <button type="button" className="text-left text-sm text-brand underline" onClick={() => setForgot(true)}>
            Forgot password?
          </button>
        </form>
      </div>
      <ForgotPassword open={forgot} onOpenChange={setForgot} initialEmail={email} />
    </main>
  );
}
