import type { AdminHotel, AdminRatePlan } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useAddRatePlan, usePatchRatePlan } from '../../api/hotel-queries';
import { Button, buttonClass } from '../../components/ui/button';
import { FormError, TextField } from '../../components/ui/field';
import { parsePriceEntry, priceText } from '../catalog/money-entry';
import { buildPlanPatch, type BandDraft, type PlanDraft } from './rate-plan-draft';

/** `plan` absent: a new plan of `roomTypeId` ("Add rate plan"), `onDone` called once it is added or given up. */
type Props = { hotel: AdminHotel; plan?: AdminRatePlan; roomTypeId?: number; name: string; onDone?: () => void };

/** A rate plan's terms: breakfast, free cancellation, the child price bands; and its rates calendar. */
export function RatePlanForm({ hotel, plan, roomTypeId, name, onDone }: Props) {
  const currency = hotel.currency;
  const [draft, setDraft] = useState<PlanDraft>(() =>
    plan
      ? {
          breakfast: plan.breakfastIncluded,
          freeCancelDays: plan.freeCancelDays === null ? '' : String(plan.freeCancelDays),
          bands: plan.childAgeBands.map((b) => ({
            minAge: String(b.minAge),
            maxAge: String(b.maxAge),
            price: priceText(b.price, currency),
          })),
        }
      : { breakfast: false, freeCancelDays: '', bands: [{ minAge: '0', maxAge: '17', price: priceText(0, currency) }] },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const patch = usePatchRatePlan(hotel.id);
  const add = useAddRatePlan(hotel.id);
  const pending = patch.isPending || add.isPending;
  const setBand = (i: number, change: Partial<BandDraft>) =>
    setDraft({ ...draft, bands: draft.bands.map((b, n) => (n === i ? { ...b, ...change } : b)) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const built = buildPlanPatch(draft, (text) => parsePriceEntry(text, currency));
    setErrors(built.errors);
    if (!built.patch) return;
    try {
      const { breakfastIncluded = false, freeCancelDays = null, childAgeBands = [] } = built.patch;
      if (plan) {
        await patch.mutateAsync({ ratePlanId: plan.id, body: built.patch });
        toast.success('Rate plan saved');
      } else if (roomTypeId !== undefined) {
        await add.mutateAsync({ roomTypeId, body: { breakfastIncluded, freeCancelDays, childAgeBands } });
        toast.success('Rate plan added: open its nights in "Rates and allotments"');
        onDone?.();
      }
    } catch (failure) {
      setErrors({ form: failure instanceof Error ? failure.message : 'Not saved' });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={name} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{name}</h4>
        {plan ? (
          <Link
            to={`/hotels/${hotel.id}/rate-plans/${plan.id}/calendar`}
            className={buttonClass('secondary')}
            data-testid="rates-calendar-link"
          >
            Rates and allotments
          </Link>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.breakfast}
          onChange={(e) => setDraft({ ...draft, breakfast: e.target.checked })}
        />
        Breakfast included
      </label>
      <TextField
        label="Free cancellation up to (days before check-in)"
        inputMode="numeric"
        className="sm:max-w-xs"
        value={draft.freeCancelDays}
        error={errors.freeCancelDays}
        hint="Empty: non-refundable"
        onChange={(e) => setDraft({ ...draft, freeCancelDays: e.target.value })}
      />
      <fieldset className="flex flex-col gap-2 sm:max-w-xl">
        <legend className="text-sm font-medium text-slate-800">Child prices per night ({currency})</legend>
        {draft.bands.map((band, i) => (
          <div key={i} className="grid grid-cols-[1fr_1fr_1.4fr_auto] items-end gap-2">
            <TextField
              label="From age"
              inputMode="numeric"
              value={band.minAge}
              onChange={(e) => setBand(i, { minAge: e.target.value })}
            />
            <TextField
              label="To age"
              inputMode="numeric"
              value={band.maxAge}
              onChange={(e) => setBand(i, { maxAge: e.target.value })}
            />
            <TextField
              label="Price"
              inputMode="decimal"
              value={band.price}
              error={errors[`band${i}`]}
              onChange={(e) => setBand(i, { price: e.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              aria-label={`Remove the band ${band.minAge}–${band.maxAge}`}
              onClick={() => setDraft({ ...draft, bands: draft.bands.filter((_, n) => n !== i) })}
            >
              ✕
            </Button>
          </div>
        ))}
        {errors.bands ? (
          <p role="alert" className="text-xs font-medium text-red-700">
            {errors.bands}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => setDraft({ ...draft, bands: [...draft.bands, { minAge: '', maxAge: '', price: '' }] })}
          >
            Add an age band
          </Button>
        </div>
      </fieldset>
      <FormError message={errors.form} />
      <div className="flex gap-2">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Saving…' : plan ? 'Save the rate plan' : 'Add the rate plan'}
        </Button>
        {plan ? null : (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
