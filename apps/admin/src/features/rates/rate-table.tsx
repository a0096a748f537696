import { CURRENCY_CODES, type CurrencyCode } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { inputClass, SelectField } from '../../components/ui/field';
import { formatDateTime } from '../../lib/format';
import { useSaveRates, type StoredRate } from './rates-queries';

/** The rates from one currency to each other, edited in place; only changed rows are sent. */
export function RateTable({ rates, defaultFrom }: { rates: StoredRate[]; defaultFrom: CurrencyCode }) {
  const [from, setFrom] = useState<CurrencyCode>(defaultFrom);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const save = useSaveRates();
  const rows = CURRENCY_CODES.filter((to) => to !== from).map((to) => ({
    to,
    stored: rates.find((r) => r.from === from && r.to === to),
  }));
  const changed = rows.flatMap(({ to, stored }) => {
    const text = edits[`${from}>${to}`];
    return text === undefined || Number(text) === stored?.rate ? [] : [{ from, to, text }];
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const bad = changed.find((c) => !(Number(c.text) > 0));
    if (bad) return setError(`The rate to ${bad.to} is not a positive number`);
    try {
      const { changed: n } = await save.mutateAsync(
        changed.map((c) => ({ from: c.from, to: c.to, rate: Number(c.text) })),
      );
      toast.success(`${n} rates saved: new quotes use them now`);
      setEdits({});
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <SelectField
        label="From currency"
        value={from}
        onChange={(e) => setFrom(e.target.value as CurrencyCode)}
        className="max-w-48"
      >
        {CURRENCY_CODES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </SelectField>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[18rem] text-left text-sm">
          <caption className="sr-only">Exchange rates from {from}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">
                To
              </th>
              <th scope="col" className="py-2 pr-3">
                Units per 1 {from}
              </th>
              <th scope="col" className="hidden py-2 sm:table-cell">
                Last set
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ to, stored }) => (
              <tr key={to} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {to}
                </th>
                <td className="py-1 pr-3">
                  <input
                    aria-label={`${from} to ${to} rate`}
                    inputMode="decimal"
                    className={`${inputClass} max-w-40`}
                    value={edits[`${from}>${to}`] ?? (stored ? String(stored.rate) : '')}
                    placeholder="not set"
                    onChange={(e) => setEdits((current) => ({ ...current, [`${from}>${to}`]: e.target.value }))}
                  />
                </td>
                <td className="hidden py-2 text-slate-700 sm:table-cell">{formatDateTime(stored?.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={changed.length === 0 || save.isPending}>
          {save.isPending ? 'Saving…' : `Save ${changed.length || ''} rates`.replace('  ', ' ')}
        </Button>
        <span className="text-sm text-slate-700">An order keeps the amounts it was priced at.</span>
        {error ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
