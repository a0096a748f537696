import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { adminFetch } from '../../api/client';
import { encryptStaffPassword } from '../../api/password';
import { Button } from '../../components/ui/button';
import { FormError, TextField } from '../../components/ui/field';

/** The invitation mail's link: the token rides in the fragment (never in a server log); a password ends it. */
export function InvitePage() {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== again) return setError('The two passwords differ');
    setBusy(true);
    setError('');
    try {
      const answer = await adminFetch<{ email: string }>('/auth/invite/accept', {
        method: 'POST',
        body: { token, password: await encryptStaffPassword(password) },
      });
      toast.success(`Welcome! Sign in as ${answer.email}.`);
      navigate('/login', { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The invitation could not be accepted');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-100 px-4 pt-16">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6">
        <h1 className="text-xl font-bold">Join the back office</h1>
        {!token ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            This link has no invitation in it. Open the link from the mail again, or <Link to="/login">sign in</Link>.
          </p>
        ) : (
          <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
            <TextField
              label="Choose a password"
              hint="At least 10 characters, with letters and digits"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            <TextField
              label="Password again"
              type="password"
              autoComplete="new-password"
              value={again}
              onChange={(e) => setAgain(e.target.value)}
              required
            />
            <FormError message={error} />
            <Button type="submit" variant="primary" disabled={busy || !password}>
              Accept the invitation
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
