import { CURRENCY_CODES } from '@storefront/contracts';
import { categories } from '@storefront/reference-data';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { FormError, SelectField, TextField } from '../../components/ui/field';
import { EMPTY, requestOf, type Draft } from './coupon-draft';
import { useCreateCoupon } from './coupon-queries';

const GROUPS = categories('en-AU').map((g) => ({ id: g.id, name: g.title }));

/** A new coupon template: what it takes off, for what, when, how many, and an optional public code. */
export function CouponForm({ currency }: { currency: Draft['currency'] }) {
  const fresh = (): Draft => ({ ...EMPTY, currency });
  const [draft, setDraft] = useState<Draft>(fresh);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const create = useCreateCoupon();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = requestOf(draft);
    if ('field' in request) return setProblem(request);
    setProblem(null);
    try {
      const created = await create.mutateAsync(request);
      toast.success(created.code ? `Coupon created: shoppers can type ${created.code}` : 'Coupon created');
      setDraft(fresh());
    } catch (failure) {
      const field = (failure as { field?: string }).field ?? 'form';
      setProblem({ field: field === 'titles' ? 'title' : field, message: (failure as Error).message });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="New coupon">
      <TextField
        label="Name (English)"
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
        error={errorOf('title')}
        className="sm:col-span-2"
      />
      <SelectField label="Kind" value={draft.kind} onChange={(e) => set({ kind: e.target.value as Draft['kind'] })}>
        <option value="fixed">Fixed amount off</option>
        <option value="percent">Percentage off</option>
      </SelectField>
      <SelectField
        label="Currency"
        value={draft.currency}
        onChange={(e) => set({ currency: e.target.value as Draft['currency'] })}
      >
        {CURRENCY_CODES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </SelectField>
      <TextField
        label={draft.kind === 'fixed' ? `Amount off (${draft.currency})` : 'Percent off'}
        inputMode="decimal"
        value={draft.value}
        onChange={(e) => set({ value: e.target.value })}
        error={errorOf('value')}
      />
      <TextField
        label={`Minimum spend (${draft.currency})`}
        inputMode="decimal"
        value={draft.minSpend}
        onChange={(e) => set({ minSpend: e.target.value })}
        error={errorOf('minSpend')}
        hint="Empty: no minimum"
      />
      {draft.kind === 'percent' ? (
        <TextField
          label={`Most it takes off (${draft.currency})`}
          inputMode="decimal"
          value={draft.maxDiscount}
          onChange={(e) => set({ maxDiscount: e.target.value })}
          error={errorOf('maxDiscount')}
          hint="Empty: no cap"
        />
      ) : null}
      <TextField
        label="Quantity"
        inputMode="numeric"
        value={draft.quantity}
        onChange={(e) => set({ quantity: e.target.value })}
        error={errorOf('quantity')}
        hint="Empty: no limit"
      />
      <TextField
        label="Public code"
        value={draft.code}
        onChange={(e) => set({ code: e.target.value.toUpperCase() })}
        error={errorOf('code')}
        hint="Optional: letters, digits, dashes"
      />
      <ValidityFields draft={draft} set={set} errorOf={errorOf} />
      <CategoryChecks value={draft.categoryIds} onChange={(categoryIds) => set({ categoryIds })} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create coupon'}
        </Button>
        {problem &&
        !['title', 'value', 'minSpend', 'maxDiscount', 'quantity', 'code', 'to', 'validTo', 'days'].includes(
          problem.field,
        ) ? (
          <FormError message={problem.message} />
        ) : null}
      </div>
    </form>
  );
}

type Part = { draft: Draft; set: (patch: Partial<Draft>) => void; errorOf: (field: string) => string | undefined };

/** Valid between two days, or for a number of days from each coupon's issue. */
function ValidityFields({ draft, set, errorOf }: Part) {
  return (
    <>
      <SelectField
        label="Valid"
        value={draft.validity}
        onChange={(e) => set({ validity: e.target.value as Draft['validity'] })}
      >
        <option value="window">Between two dates</option>
        <option value="days">For a number of days from issue</option>
      </SelectField>
      {draft.validity === 'window' ? (
        <>
          <TextField label="First day" type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
          <TextField
            label="Last day"
            type="date"
            value={draft.to}
            onChange={(e) => set({ to: e.target.value })}
            error={errorOf('to') ?? errorOf('validTo')}
          />
        </>
      ) : (
        <TextField
          label="Days valid"
          inputMode="numeric"
          value={draft.days}
          onChange={(e) => set({ days: e.target.value })}
          error={errorOf('days')}
        />
      )}
    </>
  );
}

function CategoryChecks({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  return (
    <fieldset className="sm:col-span-2 lg:col-span-4">
      <legend className="text-sm font-medium text-slate-800">Applies to (none ticked: every product)</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {GROUPS.map((g) => (
          <label key={g.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={value.includes(g.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, g.id] : value.filter((x) => x !== g.id))}
            />
            {g.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
