import { currencyInfo, localIsoDate, maxBookableDate, type CurrencyCode } from '@storefront/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useAvailableCategories } from '../../api/reference-queries';
import { ChevronDownIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { useLabels, usePlaces, type Place } from './filter-options';
import type { SearchState } from './search-params';

type Patch = Partial<Omit<SearchState, 'page'>>;
type Props = { state: SearchState; onChange: (patch: Patch) => void; currency: CurrencyCode };

const chip = (on: boolean) =>
  cn(
    'inline-flex min-h-8 items-center rounded-full border px-3 text-xs font-medium',
    on ? 'border-first bg-first text-white' : 'border-slate-200 bg-white text-slate-800 hover:border-first',
  );

const selectClass =
  'h-10 w-full appearance-none rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm text-slate-900 hover:border-first';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-b border-slate-200 py-4 first:pt-0 last:border-0">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-slate-700">
        {label}
      </label>
      <div className="relative">
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-600" />
      </div>
    </div>
  );
}

function CategoryFilter({ state, onChange }: Omit<Props, 'currency'>) {
  const { t } = useTranslation();
  const { groups } = useAvailableCategories();
  const selected = groups.find((group) => group.id === state.category);
  return (
    <Section title={t('search.filters.category')}>
      <ul className="flex flex-wrap gap-1.5">
        <li>
          <button
            type="button"
            aria-pressed={state.category === undefined}
            className={chip(state.category === undefined)}
            onClick={() => onChange({ category: undefined, classification: undefined })}
          >
            {t('search.filters.all')}
          </button>
        </li>
        {groups.map((group) => (
          <li key={group.id}>
            <button
              type="button"
              aria-pressed={state.category === group.id}
              className={chip(state.category === group.id)}
              onClick={() => onChange({ category: group.id, classification: undefined })}
            >
              {group.title}
            </button>
          </li>
        ))}
      </ul>
      {selected && selected.classificationCollection.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5 border-l-2 border-third pl-3" aria-label={selected.title}>
          {selected.classificationCollection.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={state.classification === item.id}
                className={chip(state.classification === item.id)}
                onClick={() => onChange({ classification: state.classification === item.id ? undefined : item.id })}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function LocationFilter({ state, onChange }: Omit<Props, 'currency'>) {
  const { t } = useTranslation();
  const { countries, index } = usePlaces();
  const entry = state.location ? index.get(state.location) : undefined;
  const chain = entry && state.location ? [...entry.path, state.location] : [];
  const [countryId = '', stateId = '', cityId = ''] = chain;
  const country = countries.find((c) => c.id === countryId);
  const region = country?.children.find((s) => s.id === stateId);
  const options = (places: readonly Place[]) =>
    places.map((place) => (
      <option key={place.id} value={place.id}>
        {place.title}
      </option>
    ));
  return (
    <Section title={t('search.filters.destination')}>
      <div className="grid gap-2">
        <Select
          label={t('search.filters.country')}
          value={countryId}
          onChange={(value) => onChange({ location: value || undefined })}
        >
          <option value="">{t('search.filters.any')}</option>
          {options(countries)}
        </Select>
        {country && country.children.length > 0 && (
          <Select
            label={t('search.filters.region')}
            value={stateId}
            onChange={(value) => onChange({ location: value || countryId })}
          >
            <option value="">{t('search.filters.any')}</option>
            {options(country.children)}
          </Select>
        )}
        {region && region.children.length > 0 && (
          <Select
            label={t('search.filters.city')}
            value={cityId}
            onChange={(value) => onChange({ location: value || stateId })}
          >
            <option value="">{t('search.filters.any')}</option>
            {options(region.children)}
          </Select>
        )}
      </div>
    </Section>
  );
}

function PriceFilter({ state, onChange, currency }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const symbol = currencyInfo(currency).symbol;
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  const [applied, setApplied] = useState([state.minPrice, state.maxPrice]);
  if (applied[0] !== state.minPrice || applied[1] !== state.maxPrice) {
    setApplied([state.minPrice, state.maxPrice]);
    setMin(state.minPrice?.toString() ?? '');
    setMax(state.maxPrice?.toString() ?? '');
  }
  const read = (value: string) => {
    const number = Number(value);
    return value.trim() === '' || !Number.isFinite(number) || number < 0 ? undefined : number;
  };
  // Room for the symbol before the amount: A$ and ￥ are short, MYR and IDR are not.
  const input = cn(
    'h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white pr-2 text-sm text-slate-900 hover:border-first',
    symbol.length > 2 ? 'pl-12' : 'pl-9',
  );
  const prefix = 'pointer-events-none absolute left-2.5 top-1/2 -translate-y-1/2 text-xs text-slate-600';
  return (
    <Section title={t('search.filters.price', { currency })}>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          let [low, high] = [read(min), read(max)];
          if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
          onChange({ minPrice: low, maxPrice: high });
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-slate-700">
            {t('search.filters.min')}
          </label>
          <div className="relative">
            <span className={prefix} aria-hidden="true">
              {symbol}
            </span>
            <input
              id={`${id}-min`}
              type="number"
              inputMode="decimal"
              min={0}
              value={min}
              onChange={(event) => setMin(event.target.value)}
              className={input}
            />
          </div>
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-slate-700">
            {t('search.filters.max')}
          </label>
          <div className="relative">
            <span className={prefix} aria-hidden="true">
              {symbol}
            </span>
            <input
              id={`${id}-max`}
              type="number"
              inputMode="decimal"
              min={0}
              value={max}
              onChange={(event) => setMax(event.target.value)}
              className={input}
            />
          </div>
        </div>
        <button
          type="submit"
          className="h-10 shrink-0 rounded-lg border border-first px-3 text-sm font-semibold text-first hover:bg-third"
        >
          {t('search.filters.apply')}
        </button>
      </form>
    </Section>
  );
}

function DateFilter({ state, onChange }: Omit<Props, 'currency'>) {
  const { t } = useTranslation();
  const id = useId();
  const today = localIsoDate();
  return (
    <Section title={t('search.filters.date')}>
      <label htmlFor={id} className="mb-1 block text-xs text-slate-700">
        {t('search.filters.dateHint')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="date"
          value={state.date ?? ''}
          min={today}
          max={maxBookableDate(today)}
          onChange={(event) => onChange({ date: event.target.value || undefined })}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 hover:border-first"
          data-testid="date-filter"
        />
        {state.date && (
          <button
            type="button"
            onClick={() => onChange({ date: undefined })}
            className="h-10 shrink-0 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-seven"
          >
            {t('search.filters.clear')}
          </button>
        )}
      </div>
    </Section>
  );
}

function LabelFilters({ state, onChange }: Omit<Props, 'currency'>) {
  const { t } = useTranslation();
  const { tags, hotTopics } = useLabels();
  return (
    <>
      {tags.length > 0 && (
        <Section title={t('search.filters.tags')}>
          <ul className="flex flex-wrap gap-1.5">
            {tags.map((tag) => {
              const on = state.tags.includes(tag.id);
              return (
                <li key={tag.id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    className={chip(on)}
                    onClick={() =>
                      onChange({ tags: on ? state.tags.filter((id) => id !== tag.id) : [...state.tags, tag.id] })
                    }
                  >
                    {tag.title}
                  </button>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      {hotTopics.length > 0 && (
        <Section title={t('search.filters.theme')}>
          <Select
            label={t('search.filters.themeLabel')}
            value={state.hotTopic?.toString() ?? ''}
            onChange={(value) => onChange({ hotTopic: value ? Number(value) : undefined })}
          >
            <option value="">{t('search.filters.any')}</option>
            {hotTopics.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.title}
              </option>
            ))}
          </Select>
        </Section>
      )}
    </>
  );
}

/** The search page's filters; each change lands in the URL at once (back on page 1). */
export function FilterPanel(props: Props) {
  return (
    <div data-testid="filter-panel">
      <CategoryFilter state={props.state} onChange={props.onChange} />
      <LocationFilter state={props.state} onChange={props.onChange} />
      <PriceFilter {...props} />
      <DateFilter state={props.state} onChange={props.onChange} />
      <LabelFilters state={props.state} onChange={props.onChange} />
    </div>
  );
}
