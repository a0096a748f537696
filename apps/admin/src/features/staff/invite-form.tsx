import { STAFF_ROLES } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { RefundLimitField, toLimits } from './refund-limit-field';
import { staffApi, useStaffChange } from './staff-queries';

export function InviteForm({ currency }: { currency: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('agent');
  // The limit's currency follows the shop's default (known once settings load) until one is picked.
  const [limitCurrency, setLimitCurrency] = useState<string | null>(null);
  const [limitAmount, setLimitAmount] = useState('');
  const limit: [string, string] = [limitCurrency ?? currency, limitAmount];
  const [error, setError] = useState('');
  const invite = useStaffChange(staffApi.invite);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const limits = toLimits(...limit);
    if (typeof limits === 'string') return setError(limits);
    setError('');
    try {
      await invite.mutateAsync({ email: email.trim(), role, ...(role === 'agent' ? { refundLimits: limits } : {}) });
      toast.success(`Invitation sent to ${email.trim()}`);
      setEmail('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The invitation was not sent');
    }
  }
  return (
    <form
      onSubmit={submit}
      aria-label="Invite a staff member"
      className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_10rem_16rem_auto]"
    >
      <TextField label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value)}>
        {STAFF_ROLES.map((r) => (
          <option key={r}>{r}</option>
        ))}
      </SelectField>
      {role === 'agent' ? (
        <RefundLimitField
          currency={limit[0]}
          amount={limit[1]}
          onChange={(c, a) => {
            setLimitCurrency(c);
            setLimitAmount(a);
          }}
        />
      ) : (
        <div />
      )}
      <div className="flex items-end">
        <Button type="submit" variant="primary" disabled={!email.trim() || invite.isPending}>
          Send invitation
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 lg:col-span-4">
          {error}
        </p>
      ) : null}
    </form>
  );
}
