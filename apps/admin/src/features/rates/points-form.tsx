import { CURRENCY_CODES, type PointsRuleSettings } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { amountText, formatMoney, parseAmount } from '../../lib/format';
import { useSavePoints } from './rates-queries';

type Draft = {
  currency: PointsRuleSettings['currency'];
  earnPerUnit: string;
  step: string;
  stepValue: string;
  maxRedeemPercent: string;
};

const draftOf = (r: PointsRuleSettings): Draft => ({
  currency: r.currency,
  earnPerUnit: String(r.earnPerUnit),
  step: String(r.step),
  stepValue: amountText(r.stepValue, r.currency),
  maxRedeemPercent: String(r.maxRedeemPercent),
});

const whole = (text: string, min: number, max: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** The points rule: what earns points and what they take off; orders created after a change follow it. */
export function PointsForm({ saved }: { saved: PointsRuleSettings }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const save = useSavePoints();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const earnPerUnit = whole(draft.earnPerUnit, 0, 1000);
    const step = whole(draft.step, 1, 1_000_000);
    const stepValue = parseAmount(draft.stepValue, draft.currency);
    const maxRedeemPercent = whole(draft.maxRedeemPercent, 0, 100);
    if (earnPerUnit === null) return setProblem({ field: 'earnPerUnit', message: 'Type 0 to 1000' });
    if (step === null) return setProblem({ field: 'step', message: 'Type a whole number of points' });
    if (stepValue === null) return setProblem({ field: 'stepValue', message: 'Type an amount, e.g. 1.00' });
    if (maxRedeemPercent === null) return setProblem({ field: 'maxRedeemPercent', message: 'Type 0 to 100' });
    setProblem(null);
    try {
      await save.mutateAsync({ currency: draft.currency, earnPerUnit, step, stepValue, maxRedeemPercent });
      toast.success('Points rule saved: orders created from now on follow it');
    } catch (failure) {
      setProblem({ field: (failure as { field?: string }).field ?? 'form', message: (failure as Error).message });
    }
  }

  const value = parseAmount(draft.stepValue, draft.currency);
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label="Points rule">
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
        label={`Points per 1 ${draft.currency} paid`}
        inputMode="numeric"
        value={draft.earnPerUnit}
        onChange={(e) => set({ earnPerUnit: e.target.value })}
        error={errorOf('earnPerUnit')}
      />
      <TextField
        label="Redeemed in steps of (points)"
        inputMode="numeric"
        value={draft.step}
        onChange={(e) => set({ step: e.target.value })}
        error={errorOf('step')}
      />
      <TextField
        label={`Each step takes off (${draft.currency})`}
        inputMode="decimal"
        value={draft.stepValue}
        onChange={(e) => set({ stepValue: e.target.value })}
        error={errorOf('stepValue')}
      />
      <TextField
        label="Points pay at most (% of an order)"
        inputMode="numeric"
        value={draft.maxRedeemPercent}
        onChange={(e) => set({ maxRedeemPercent: e.target.value })}
        error={errorOf('maxRedeemPercent')}
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-5">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save points rule'}
        </Button>
        <span className="text-sm text-slate-700">
          Shoppers read: {draft.earnPerUnit} {draft.earnPerUnit === '1' ? 'point' : 'points'} per {draft.currency} 1
          paid; {draft.step} points take {value ? formatMoney(value, draft.currency) : '…'} off.
        </span>
        {problem && !['earnPerUnit', 'step', 'stepValue', 'maxRedeemPercent'].includes(problem.field) ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {problem.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
