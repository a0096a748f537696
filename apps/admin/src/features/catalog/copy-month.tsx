import type { AdminCalendarDay } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCalendarCopy } from '../../api/catalog-queries';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { countOf } from '../../lib/format';
import { T } from './catalog-text';
import { isMonth, shiftMonth } from './month-dates';

type Props = { gcode: string; month: string; days: readonly Pick<AdminCalendarDay, 'state'>[] };

/**
 * Copies the month shown onto another, day n onto day n (its own prices, stock and closed flag),
 * in one server call: all of it or, on a refusal (a day whose stock would fall below what is
 * sold, named), nothing.
 */
export function CopyMonth({ gcode, month, days }: Props) {
  const [target, setTarget] = useState(() => shiftMonth(month, 1));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const copy = useCalendarCopy(gcode);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    if (!isMonth(target) || target === month) {
      setError('Choose another month');
      return;
    }
    if (!days.some((day) => day.state !== 'none')) {
      setError('This month has no day on sale or closed to copy');
      return;
    }
    setBusy(true);
    try {
      const { days: changed } = await copy.mutateAsync({ fromMonth: month, toMonth: target });
      toast.success(`${countOf(changed, 'day')} of ${target} changed`);
    } catch (failure) {
      const why = failure instanceof Error ? failure.message : 'refused';
      setError(`Nothing copied: ${why}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={T.copyMonth} className="flex flex-wrap items-end gap-2">
      <TextField
        label={T.copyTo}
        type="month"
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        className="min-w-40 flex-1"
      />
      <Button type="submit" disabled={busy}>
        {busy ? T.copying : T.copy}
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
