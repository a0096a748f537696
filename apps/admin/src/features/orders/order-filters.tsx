import type { DESK_SORTS } from '@storefront/contracts';
import { ORDER_STATUSES } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { stateLabel } from '../../lib/format';
import { FILTER_KEYS, type FilterKey } from './order-queries';

type Draft = Record<FilterKey, string>;

const SORT_LABELS: Record<(typeof DESK_SORTS)[number], string> = {
  '-booked': 'Newest booking first',
  booked: 'Oldest booking first',
  travel: 'Soonest travel first',
  '-travel': 'Latest travel first',
  '-total': 'Highest total first',
  total: 'Lowest total first',
};

const fromParams = (params: URLSearchParams): Draft =>
  Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Draft;

/** The list's filters: edited here, applied to the URL on submit (so a filtered list can be shared). */
export function OrderFilters() {
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<Draft>(() => fromParams(params));
  // On a phone the search box comes first; the rest opens on demand (and stays open when in use).
  const [more, setMore] = useState(() => FILTER_KEYS.some((key) => key !== 'q' && key !== 'sort' && params.get(key)));
  const set = (key: FilterKey) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  // Sorting applies at once (as the grid's headers do on a desktop); the filters on submit.
  function sortBy(event: { target: { value: string } }) {
    const next = new URLSearchParams(params);
    next.set('sort', event.target.value);
    next.delete('page');
    setParams(next);
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) if (key !== 'sort' && draft[key].trim()) next.set(key, draft[key].trim());
    const sort = params.get('sort');
    if (sort) next.set('sort', sort);
    const size = params.get('size');
    if (size) next.set('size', size);
    setParams(next);
  }

  function clear() {
    setDraft(fromParams(new URLSearchParams()));
    setParams(new URLSearchParams());
  }

  return (
    <form
      onSubmit={apply}
      aria-label="Filter orders"
      className="no-print grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        label="Order code, email or phone"
        type="search"
        value={draft.q}
        onChange={set('q')}
        className="sm:col-span-2"
      />
      <button
        type="button"
        className="text-left text-sm font-medium text-brand underline md:hidden"
        aria-expanded={more}
        onClick={() => setMore(!more)}
      >
        {more ? 'Fewer filters' : 'More filters'}
      </button>
      <div className={`${more ? 'grid' : 'hidden'} grid-cols-1 gap-3 sm:col-span-2 sm:grid-cols-2 md:contents`}>
        <SelectField label="State" value={draft.state} onChange={set('state')}>
          <option value="">Any state</option>
          {ORDER_STATUSES.map((state) => (
            <option key={state} value={state}>
              {stateLabel(state)}
            </option>
          ))}
        </SelectField>
        <TextField label="Product code" value={draft.product} onChange={set('product')} />
        <TextField label="Travel from" type="date" value={draft.travelFrom} onChange={set('travelFrom')} />
        <TextField label="Travel to" type="date" value={draft.travelTo} onChange={set('travelTo')} />
        <TextField label="Booked from" type="date" value={draft.bookedFrom} onChange={set('bookedFrom')} />
        <TextField label="Booked to" type="date" value={draft.bookedTo} onChange={set('bookedTo')} />
        <SelectField label="Sort by" className="md:hidden" value={params.get('sort') || '-booked'} onChange={sortBy}>
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        <Button onClick={clear}>Clear</Button>
      </div>
    </form>
  );
}
