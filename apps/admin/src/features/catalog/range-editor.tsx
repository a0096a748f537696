import type { AdminCalendarPrices, PriceType } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useCalendarChange } from '../../api/catalog-queries';
import { Button } from '../../components/ui/button';
import { FormError, TextField } from '../../components/ui/field';
import { countOf } from '../../lib/format';
import { priceLabel, T, WEEK_ORDER, WEEKDAY_NAMES, WEEKDAY_SHORT } from './catalog-text';
import { priceText } from './money-entry';
import { buildRangeRequest, type CalendarRangeRequest, type RangeErrors, type RangeForm } from './range-request';

type Props = {
  gcode: string;
  currency: string;
  priceTypes: readonly PriceType[];
  packagePrices: AdminCalendarPrices;
  form: RangeForm;
  onChange: (form: RangeForm) => void;
  /** Another calendar's write (a hotel rate plan's nights); the package's calendar when absent. */
  apply?: (request: CalendarRangeRequest) => Promise<{ days: number }>;
  /** Labels of that calendar: its price field and its stock field. */
  labels?: { price?: (type: PriceType) => string; stock?: string };
};

/**
 * The range editor: from / to, a weekday pattern, prices typed in major units of the product's
 * currency, stock, open or close. The server's refusal (a stock below what is sold on a day)
 * stays beside the form until the next try.
 */
export function RangeEditor({ gcode, currency, priceTypes, packagePrices, form, onChange, apply, labels }: Props) {
  const [errors, setErrors] = useState<RangeErrors>({});
  const [refusal, setRefusal] = useState('');
  const change = useCalendarChange(gcode);
  const [applying, setApplying] = useState(false);
  const set = (patch: Partial<RangeForm>) => onChange({ ...form, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal('');
    const built = buildRangeRequest(form, currency, priceTypes);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    setApplying(true);
    try {
      const { days } = await (apply ?? change.mutateAsync)(built.request);
      toast.success(days === 0 ? 'Nothing to change: the days already read so' : `${countOf(days, 'day')} changed`);
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'The days were not changed');
    } finally {
      setApplying(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={T.rangeEditor} className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={T.from}
          type="date"
          value={form.from}
          error={errors.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          label={T.to}
          type="date"
          value={form.to}
          error={errors.to}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      <WeekdayBoxes value={form.weekdays} onChange={(weekdays) => set({ weekdays })} />
      <div className="grid grid-cols-2 gap-2">
        {priceTypes.map((type) => (
          <TextField
            key={type}
            label={labels?.price?.(type) ?? priceLabel(type, currency)}
            inputMode="decimal"
            autoComplete="off"
            placeholder={packagePrices[type] === undefined ? '' : priceText(packagePrices[type], currency)}
            value={form.prices[type] ?? ''}
            error={errors[type]}
            hint={T.priceHint}
            onChange={(e) => set({ prices: { ...form.prices, [type]: e.target.value } })}
          />
        ))}
        <TextField
          label={labels?.stock ?? T.stock}
          inputMode="numeric"
          autoComplete="off"
          value={form.stock}
          error={errors.stock}
          hint={T.stockHint}
          onChange={(e) => set({ stock: e.target.value })}
        />
      </div>
      <SaleChoice value={form.sale} onChange={(sale) => set({ sale })} />
      <FormError message={errors.form} />
      {refusal ? (
        <p
          role="alert"
          data-testid="calendar-refusal"
          className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-800"
        >
          {refusal}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={applying}>
        {applying ? T.applying : T.apply}
      </Button>
    </form>
  );
}

function WeekdayBoxes({ value, onChange }: { value: number[]; onChange: (weekdays: number[]) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{T.weekdays}</legend>
      <p className="text-xs text-slate-600">{T.weekdaysHint}</p>
      <div className="mt-1 grid grid-cols-7 gap-1">
        {WEEK_ORDER.map((weekday) => (
          <label
            key={weekday}
            className="flex flex-col items-center rounded border border-slate-300 py-1 text-xs has-[:checked]:border-brand has-[:checked]:bg-blue-50"
          >
            <input
              type="checkbox"
              aria-label={WEEKDAY_NAMES[weekday]}
              checked={value.includes(weekday)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, weekday] : value.filter((day) => day !== weekday))
              }
            />
            <span aria-hidden="true">{WEEKDAY_SHORT[weekday]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const SALE_CHOICES: [RangeForm['sale'], string][] = [
  ['keep', T.saleKeep],
  ['open', T.saleOpen],
  ['close', T.saleClose],
];

function SaleChoice({ value, onChange }: { value: RangeForm['sale']; onChange: (sale: RangeForm['sale']) => void }) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-800">{T.sale}</legend>
      {SALE_CHOICES.map(([choice, label]) => (
        <label key={choice} className="flex items-center gap-2 text-sm">
          <input type="radio" name="sale" value={choice} checked={value === choice} onChange={() => onChange(choice)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
