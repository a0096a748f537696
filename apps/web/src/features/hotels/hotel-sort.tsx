import { HOTEL_SORTS, type HotelSort } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ChevronDownIcon } from '../../components/ui/icons';

const SORT_KEYS = Object.entries(HOTEL_SORTS) as [keyof typeof HOTEL_SORTS, HotelSort][];

/** The results' order (spec §3 `sort`): recommended, price up, price down, stars. */
export function HotelSortSelect({ value, onChange }: { value: HotelSort; onChange: (sort: HotelSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm text-slate-700">
        {t('hotels.sort.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(Number(event.target.value) as HotelSort)}
          className="h-10 appearance-none rounded-full border border-slate-300 bg-white pl-4 pr-9 text-sm font-medium text-slate-900 hover:border-first"
          data-testid="hotel-sort"
        >
          {SORT_KEYS.map(([key, sort]) => (
            <option key={sort} value={sort}>
              {t(`hotels.sort.${key}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-600" />
      </div>
    </div>
  );
}
