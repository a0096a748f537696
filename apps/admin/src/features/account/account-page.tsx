import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { meQuery } from '../../api/auth-queries';
import { adminFetch } from '../../api/client';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { limitsText } from '../../lib/limits';

type Setup = { secret: string; otpauthUrl: string; qrSvg: string };

/** Two-step TOTP enrolment: a secret (QR code) from the server, then a code from the app proves it. */
function TotpSetup({ onEnabled }: { onEnabled: () => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function start() {
    setError('');
    try {
      setSetup(await adminFetch<Setup>('/auth/totp/setup', { method: 'POST' }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Setup failed');
    }
  }
  async function enable(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await adminFetch('/auth/totp/enable', { method: 'POST', body: { code } });
      toast.success('Two-step sign-in is on');
      onEnabled();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The code was not accepted');
    } finally {
      setBusy(false);
    }
  }
  if (!setup)
    return (
      <div className="flex flex-col gap-2">
        <Button variant="primary" onClick={start} className="self-start">
          Set up an authenticator app
        </Button>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  return (
    <form onSubmit={enable} className="flex flex-col gap-3">
      <p className="text-sm">
        Scan this code with your authenticator app, or type the secret, then enter the 6-digit code it shows.
      </p>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code of your authenticator secret"
        className="size-48 bg-white"
      />
      <p className="font-mono text-sm break-all" data-testid="totp-secret">
        {setup.secret}
      </p>
      <TextField
        label="Code from the app"
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={code.length !== 6 || busy} className="self-start">
        Turn on
      </Button>
    </form>
  );
}

export function AccountPage() {
  const me = useQuery(meQuery());
  const queryClient = useQueryClient();
  return (
    <Page title="My account">
      {me.isPending ? <Loading /> : null}
      {me.isError ? <LoadError error={me.error} /> : null}
      {me.data ? (
        <>
          {me.data.totpSetupRequired ? (
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              Your account must use two-step sign-in before the desk opens. Set it up below.
            </p>
          ) : null}
          <Section title="You">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-700">Email</dt>
              <dd>{me.data.email}</dd>
              <dt className="text-slate-700">Role</dt>
              <dd>
                {me.data.role}
                {me.data.operator ? ' (platform operator)' : ''}
              </dd>
              <dt className="text-slate-700">Shop</dt>
              <dd>
                {me.data.merchantTitle} {me.data.merchantNumber}
              </dd>
              <dt className="text-slate-700">Refund limit</dt>
              <dd>{limitsText(me.data.refundLimits)}</dd>
            </dl>
          </Section>
          <Section title="Two-step sign-in (TOTP)">
            {me.data.totpEnabled ? (
              <p className="text-sm text-green-800">On: each sign-in asks for the code from your authenticator app.</p>
            ) : (
              <TotpSetup onEnabled={() => void queryClient.invalidateQueries({ queryKey: ['me'] })} />
            )}
          </Section>
        </>
      ) : null}
    </Page>
  );
}
