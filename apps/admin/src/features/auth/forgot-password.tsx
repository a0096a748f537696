import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { adminFetch } from '../../api/client';
import { encryptStaffPassword } from '../../api/password';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';

/** Password reset by emailed code: ask for the code, then set a new password with it. */
export function ForgotPassword({
  open,
  onOpenChange,
  initialEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(event: FormEvent, work: () => Promise<void>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The request failed');
    } finally {
      setBusy(false);
    }
  }

  const sendCode = (event: FormEvent) =>
    run(event, async () => {
      await adminFetch('/auth/password/forgot', { method: 'POST', body: { email: email.trim() } });
      setSent(true);
    });
  const reset = (event: FormEvent) =>
    run(event, async () => {
      const encrypted = await encryptStaffPassword(password);
      await adminFetch('/auth/password/reset', {
        method: 'POST',
        body: { email: email.trim(), code, password: encrypted },
      });
      toast.success('Password changed. Sign in with the new one.');
      onOpenChange(false);
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset your password"
      description="We email you a 6-digit code."
    >
      {!sent ? (
        <form className="flex flex-col gap-4" onSubmit={sendCode}>
          <TextField label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="primary" disabled={busy || !email}>
            Send code
          </Button>
        </form>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={reset}>
          <TextField
            label="Code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="primary" disabled={busy || !code || !password}>
            Set new password
          </Button>
        </form>
      )}
    </Dialog>
  );
}
