import { PRICE_TYPES, type PriceType } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { productQueries } from '../../api/catalog-queries';
import { Button } from '../../components/ui/button';
import { FormError, SelectField, TextField } from '../../components/ui/field';
import { EMPTY_FLASH_SALE, flashSaleRequestOf, type FlashSaleDraft } from './flash-sale-draft';
import { FlashSaleFields } from './flash-sale-fields';
import { useCreateFlashSale } from './marketing-queries';

const SHOWN_FIELDS = ['gcode', 'priceType', 'salePrice', 'stock', 'memberLimit', 'startAt', 'endAt'];

/** A new flash sale: find the product, choose its package and traveller type, then price, stock and window. */
export function FlashSaleForm() {
  const [search, setSearch] = useState('');
  const [pcode, setPcode] = useState('');
  const [draft, setDraft] = useState<FlashSaleDraft>(EMPTY_FLASH_SALE);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const products = useQuery(
    productQueries.list(`?size=20${search.trim() ? `&q=${encodeURIComponent(search.trim())}` : ''}`),
  );
  const packages = useQuery({ ...productQueries.packages(pcode), enabled: !!pcode });
  const create = useCreateFlashSale();
  const chosen = packages.data?.packages.find((p) => p.gcode === draft.gcode);
  const currency = chosen?.currency ?? '';
  const set = (patch: Partial<FlashSaleDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = flashSaleRequestOf(draft, currency);
    if ('field' in request) return setProblem(request);
    setProblem(null);
    try {
      await create.mutateAsync(request);
      toast.success('Flash sale created: the storefront shows it now');
      setDraft(EMPTY_FLASH_SALE);
    } catch (failure) {
      setProblem({ field: (failure as { field?: string }).field ?? 'form', message: (failure as Error).message });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="New flash sale">
      <TextField
        label="Find a product"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        hint="Code or title"
      />
      <SelectField
        label="Product"
        value={pcode}
        onChange={(e) => {
          setPcode(e.target.value);
          set({ gcode: '', priceType: '' });
        }}
      >
        <option value="">Choose…</option>
        {(products.data?.items ?? []).map((p) => (
          <option key={p.code} value={p.code}>
            {p.code} · {p.texts['en-AU']?.title ?? Object.values(p.texts)[0]?.title ?? ''}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Package"
        value={draft.gcode}
        onChange={(e) => set({ gcode: e.target.value, priceType: '' })}
        error={errorOf('gcode')}
        disabled={!pcode}
      >
        <option value="">{pcode ? 'Choose…' : 'Choose a product first'}</option>
        {(packages.data?.packages ?? []).map((p) => (
          <option key={p.gcode} value={p.gcode}>
            {p.titles['en-AU'] ?? Object.values(p.titles)[0] ?? p.gcode}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sold as"
        value={draft.priceType}
        onChange={(e) => set({ priceType: e.target.value as PriceType | '' })}
        error={errorOf('priceType')}
      >
        <option value="">Adult (or the package’s first type)</option>
        {PRICE_TYPES.filter((t) => chosen?.prices[t]).map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </SelectField>
      <FlashSaleFields draft={draft} set={set} errorOf={errorOf} currency={currency} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create flash sale'}
        </Button>
        {problem && !SHOWN_FIELDS.includes(problem.field) ? <FormError message={problem.message} /> : null}
      </div>
    </form>
  );
}
