import { PRODUCT_CSV_LIMITS, type ProductCsvImported } from '@storefront/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_API, ApiError, authHeaders, downloadFile } from '../../api/client';
import { Button, buttonClass } from '../../components/ui/button';
import { Page, Section } from '../../components/ui/page';
import { FormError } from '../../components/ui/field';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Sends the file to the import (a dry run, or the real one). Unlike adminFetch it keeps the report
 * of a refused import (400 4211 carries every row's problems in its data).
 */
async function sendProductCsv(file: File, dryRun: boolean): Promise<ProductCsvImported> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API}/products/import${dryRun ? '?dryRun=1' : ''}`, {
      method: 'POST',
      headers: { language: 'en-AU', ...authHeaders() },
      body: form,
    });
  } catch {
    throw new ApiError(-1, 'The server could not be reached. Check the connection.', 0);
  }
  const payload = (await response.json().catch(() => undefined)) as
    { code: number; message: string; data: unknown } | undefined;
  if (!payload) throw new ApiError(-5, `Unexpected answer from the server (HTTP ${response.status})`, response.status);
  const report = payload.data as ProductCsvImported | null;
  if (payload.code === 0 || (report && Array.isArray(report.errors))) return report as ProductCsvImported;
  throw new ApiError(payload.code, payload.message, response.status);
}

/** Products, packages and calendar ranges from a CSV: checked first (every problem listed), then imported whole or not at all. */
export function ImportPage() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ file: File; result: ProductCsvImported } | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | 'export' | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState<ProductCsvImported | null>(null);
  const result = checked?.file === file ? checked.result : null;
  const ready = result !== null && result.errors.length === 0 && result.rows > 0;

  async function run(dryRun: boolean) {
    if (!file) return;
    setError('');
    setDone(null);
    setBusy(dryRun ? 'check' : 'import');
    try {
      const report = await sendProductCsv(file, dryRun);
      if (dryRun || report.errors.length > 0) setChecked({ file, result: report });
      else {
        setDone(report);
        setChecked(null);
        void queryClient.invalidateQueries({ queryKey: ['products'] });
      }
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function exportAll() {
    setError('');
    setBusy('export');
    try {
      await downloadFile('/products/export.csv', 'products.csv');
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Page
      title="Import and export products"
      actions={
        <Link to="/products" className={buttonClass()}>
          Back to products
        </Link>
      }
    >
      <Section title="Export">
        <p className="mb-3 text-sm text-slate-700">
          Every product with its packages and calendar, one row per package and date range. Edit it in a spreadsheet and
          import it back: rows that did not change write nothing.
        </p>
        <Button onClick={() => void exportAll()} disabled={busy !== null}>
          {busy === 'export' ? 'Exporting…' : 'Export products (CSV)'}
        </Button>
      </Section>

      <Section title="Import">
        <div className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            CSV file (at most {PRODUCT_CSV_LIMITS.maxBytes / 1024 / 1024} MB)
            <input
              type="file"
              accept=".csv,text/csv"
              className="text-sm"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setDone(null);
              }}
            />
          </label>
          <FormatHelp />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void run(true)} disabled={!file || busy !== null}>
              {busy === 'check' ? 'Checking…' : 'Check (dry run)'}
            </Button>
            <Button variant="primary" onClick={() => void run(false)} disabled={!ready || busy !== null}>
              {busy === 'import' ? 'Importing…' : ready ? `Import ${count(result.rows, 'row')}` : 'Import'}
            </Button>
          </div>
          {result ? <CheckResult result={result} /> : null}
          {done ? (
            <p role="status" className="text-sm text-green-800">
              Imported in one go: {count(done.productsCreated, 'new product')}, {done.productsUpdated} changed,{' '}
              {count(done.packagesCreated, 'new package')}, {count(done.days, 'calendar day')}. The storefront shows
              them now.
            </p>
          ) : null}
          <FormError message={error} />
        </div>
      </Section>
    </Page>
  );
}

function FormatHelp() {
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-800">The columns</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <code>product_code</code>: a code of this shop changes that product; empty makes a new product of the row; a
          new code of your own (P and 8 letters or digits) gives a new product several rows.
        </li>
        <li>
          <code>status, category, location, tags, topics, duration_minutes, instant_confirmation, refundable</code>,
          then texts per language such as <code>title_en-AU</code> (lists: one item per line). Later rows of a product
          may leave them empty.
        </li>
        <li>
          <code>package_code</code> or <code>package_name_en-AU</code>…, <code>on_sale</code>, then{' '}
          <code>price_adult, price_child, price_senior, price_unit</code> in cents (minor units of the product’s
          currency), <code>from, to</code> (YYYY-MM-DD), <code>weekdays</code> (Sat,Sun; empty: every day),{' '}
          <code>stock</code> and <code>closed</code> (yes or no).
        </li>
        <li>Export a product first to see a complete example.</li>
      </ul>
    </details>
  );
}

function CheckResult({ result }: { result: ProductCsvImported }) {
  if (result.errors.length === 0) {
    return (
      <p role="status" className="text-sm text-green-800">
        {count(result.rows, 'row')} read, no problems: {count(result.productsCreated, 'new product')},{' '}
        {result.productsUpdated} to change, {count(result.packagesCreated, 'new package')},{' '}
        {count(result.days, 'calendar day')} to write. Ready to import.
      </p>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-2 text-sm">
      <p className="font-medium text-red-700">
        {count(result.errors.length, 'problem')} in {count(result.rows, 'row')}; nothing is imported until they are
        fixed.
      </p>
      <div className="overflow-x-auto">
        <table className="min-w-full text-left">
          <caption className="sr-only">Problems of the file, by row</caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Row
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Column
              </th>
              <th scope="col" className="py-1 font-medium">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {result.errors.map((e, i) => (
              <tr key={`${e.row}-${e.column}-${i}`} className="border-b border-slate-100 align-top">
                <td className="py-1 pr-3 tabular-nums">{e.row}</td>
                <td className="py-1 pr-3">
                  <code className="break-all">{e.column}</code>
                </td>
                <td className="py-1 text-slate-800">{e.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
