import { STAFF_ROLES, type StaffMember } from '@storefront/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { inputClass } from '../../components/ui/field';
import { formatDateTime } from '../../lib/format';
import { RefundLimitField, fromLimits, limitsText, toLimits } from './refund-limit-field';
import { staffApi, useStaffChange } from './staff-queries';

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : 'The change was not saved');

/** One staff member: role changed in place, refund limit and removal in dialogs. */
export function StaffRow({ member, self, currency }: { member: StaffMember; self: boolean; currency: string }) {
  const update = useStaffChange(staffApi.update);
  const remove = useStaffChange(staffApi.remove);
  const [dialog, setDialog] = useState<'limit' | 'remove' | null>(null);
  const [limit, setLimit] = useState<[string, string]>(() => fromLimits(member.refundLimits, currency));
  const [error, setError] = useState('');

  const changeRole = (role: string) =>
    update.mutateAsync({ id: member.id, role }).then(
      () => toast.success(`${member.email} is now ${role}`),
      (f) => toast.error(errorText(f)),
    );

  async function saveLimit() {
    const limits = toLimits(...limit);
    if (typeof limits === 'string') return setError(limits);
    try {
      await update.mutateAsync({ id: member.id, refundLimits: limits });
      setDialog(null);
      toast.success('Refund limit saved');
    } catch (failure) {
      setError(errorText(failure));
    }
  }
  async function confirmRemove() {
    try {
      await remove.mutateAsync(member.id);
      setDialog(null);
      toast.success(`${member.email} removed`);
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-all">{member.email}</p>
        <p className="text-xs text-slate-700">
          {member.status === 'invited' ? 'Invited, not signed in yet' : 'Active'} · TOTP{' '}
          {member.totpEnabled ? 'on' : 'off'} · since {formatDateTime(member.createdAt)}
          {member.role === 'agent' ? ` · refund limit: ${limitsText(member.refundLimits)}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={`Role of ${member.email}`}
          className={`${inputClass} w-32`}
          value={member.role}
          disabled={self || update.isPending}
          onChange={(e) => void changeRole(e.target.value)}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
        {member.role === 'agent' ? <Button onClick={() => setDialog('limit')}>Refund limit</Button> : null}
        {!self ? (
          <Button variant="danger" onClick={() => setDialog('remove')}>
            Remove
          </Button>
        ) : null}
      </div>
      <Dialog
        open={dialog === 'limit'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={`Refund limit of ${member.email}`}
      >
        <div className="flex flex-col gap-3">
          <RefundLimitField currency={limit[0]} amount={limit[1]} onChange={(c, a) => setLimit([c, a])} />
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button variant="primary" onClick={saveLimit} disabled={update.isPending}>
            Save limit
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={dialog === 'remove'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={`Remove ${member.email}?`}
        description="Their sessions end at once and they can no longer sign in."
      >
        {error ? (
          <p role="alert" className="mb-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button onClick={() => setDialog(null)}>Cancel</Button>
          <Button variant="danger" onClick={confirmRemove} disabled={remove.isPending}>
            Remove
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
