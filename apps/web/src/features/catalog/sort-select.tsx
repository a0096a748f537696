import type { ProductSort } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ChevronDownIcon } from '../../components/ui/icons';
import { SORTS } from '../search';

/** The listing's sort (recommended, price up and down, newest, best selling), as a labelled select. */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-slate-700">
        {t('catalog.sort.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as ProductSort)}
          className="h-10 appearance-none rounded-full border border-slate-300 bg-white pl-4 pr-9 text-sm font-medium text-slate-900 hover:border-first"
          data-testid="sort-select"
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalog.sort.${sort}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600" />
      </div>
    </div>
  );
}
