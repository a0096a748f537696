import type { ExchangeRatesImported } from '@storefront/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { FormError, TextArea } from '../../components/ui/field';
import { useImportRates } from './rates-queries';

const SAMPLE = 'from,to,rate\nAUD,NZD,1.0912\nAUD,USD,0.6534';

/** A CSV of rates: checked first (every bad row listed), then imported whole or not at all. */
export function RatesImport() {
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ csv: string; result: ExchangeRatesImported } | null>(null);
  const [error, setError] = useState('');
  const run = useImportRates();
  const ready = checked?.csv === csv && checked.result.errors.length === 0 && checked.result.rows > 0;

  async function go(dryRun: boolean) {
    setError('');
    try {
      const result = await run.mutateAsync({ csv, dryRun });
      if (dryRun) setChecked({ csv, result });
      else {
        toast.success(`${result.applied} rates imported: new quotes use them now`);
        setChecked(null);
        setCsv('');
      }
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        CSV file
        <input
          type="file"
          accept=".csv,text/csv"
          className="text-sm"
          onChange={(e) => void e.target.files?.[0]?.text().then(setCsv)}
        />
      </label>
      <TextArea
        label="Or paste it"
        rows={5}
        value={csv}
        placeholder={SAMPLE}
        onChange={(e) => setCsv(e.target.value)}
        hint="Columns from,to,rate; a rate is units of to per 1 from"
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void go(true)} disabled={!csv.trim() || run.isPending}>
          Check
        </Button>
        <Button variant="primary" onClick={() => void go(false)} disabled={!ready || run.isPending}>
          Import {checked && ready ? `${checked.result.rows} rates` : ''}
        </Button>
      </div>
      {checked && checked.csv === csv ? <CheckResult result={checked.result} /> : null}
      <FormError message={error} />
    </div>
  );
}

function CheckResult({ result }: { result: ExchangeRatesImported }) {
  if (result.errors.length === 0) {
    return (
      <p role="status" className="text-sm text-green-800">
        {result.rows} rows read, none bad: ready to import.
      </p>
    );
  }
  return (
    <div role="status" className="text-sm">
      <p className="font-medium text-red-700">
        {result.errors.length} problems in {result.rows} rows; nothing will be imported until they are fixed.
      </p>
      <ul className="mt-1 list-disc pl-5 text-slate-800">
        {result.errors.map((e) => (
          <li key={`${e.row}-${e.column}-${e.message}`}>
            Line {e.row}, {e.column}: {e.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
