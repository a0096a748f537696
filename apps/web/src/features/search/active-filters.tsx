import { parseIsoDate, type CurrencyCode, type SiteLanguage } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { useAvailableCategories } from '../../api/reference-queries';
import { CloseIcon } from '../../components/ui/icons';
import { formatMoney } from '../../lib/price';
import { useLabels, usePlaces } from './filter-options';
import type { SearchState } from './search-params';
import { dateTimeFormat } from '../../lib/intl-format';

type Patch = Partial<Omit<SearchState, 'page'>>;
type Props = {
  state: SearchState;
  currency: CurrencyCode;
  language: SiteLanguage;
  onChange: (patch: Patch) => void;
  onClearAll: () => void;
};

/** The filters in force as removable chips, with "clear all". */
export function ActiveFilters({ state, currency, language, onChange, onClearAll }: Props) {
  const { t } = useTranslation();
  const { groups } = useAvailableCategories();
  const { index } = usePlaces();
  const { tags, hotTopics } = useLabels();
  const group = groups.find((g) => g.id === state.category);
  const subcategory = groups
    .flatMap((g) => g.classificationCollection)
    .find((item) => item.id === state.classification);
  const money = (units: number) => formatMoney(Math.round(units * 100), currency);

  const chips: { key: string; label: string; patch: Patch }[] = [];
  if (state.keyword) chips.push({ key: 'keyword', label: `“${state.keyword}”`, patch: { keyword: '' } });
  if (group)
    chips.push({ key: 'category', label: group.title, patch: { category: undefined, classification: undefined } });
  if (subcategory)
    chips.push({ key: 'classification', label: subcategory.title, patch: { classification: undefined } });
  if (state.location) {
    chips.push({
      key: 'location',
      label: index.get(state.location)?.title ?? state.location,
      patch: { location: undefined },
    });
  }
  for (const id of state.tags) {
    const tag = tags.find((item) => item.id === id);
    if (tag) chips.push({ key: `tag-${id}`, label: tag.title, patch: { tags: state.tags.filter((x) => x !== id) } });
  }
  const topic = hotTopics.find((item) => item.id === state.hotTopic);
  if (state.hotTopic !== undefined) {
    chips.push({ key: 'topic', label: `#${topic?.title ?? state.hotTopic}`, patch: { hotTopic: undefined } });
  }
  if (state.minPrice !== undefined || state.maxPrice !== undefined) {
    const label =
      state.minPrice !== undefined && state.maxPrice !== undefined
        ? `${money(state.minPrice)} – ${money(state.maxPrice)}`
        : state.minPrice !== undefined
          ? t('search.filters.atLeast', { price: money(state.minPrice) })
          : t('search.filters.atMost', { price: money(state.maxPrice ?? 0) });
    chips.push({ key: 'price', label, patch: { minPrice: undefined, maxPrice: undefined } });
  }
  if (state.date) {
    const date = dateTimeFormat(language, { dateStyle: 'medium' }).format(parseIsoDate(state.date));
    chips.push({ key: 'date', label: date, patch: { date: undefined } });
  }
  if (chips.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <ul className="flex flex-wrap gap-2" aria-label={t('search.activeFilters')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.patch)}
              className="inline-flex min-h-8 items-center gap-1.5 rounded-full bg-third py-1 pl-3 pr-2 text-sm text-fourth hover:bg-first hover:text-white"
              aria-label={t('search.removeFilter', { name: chip.label })}
            >
              <span className="max-w-48 truncate">{chip.label}</span>
              <CloseIcon className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button
          type="button"
          onClick={onClearAll}
          className="min-h-8 rounded-full px-2 text-sm font-medium text-first underline-offset-2 hover:underline"
        >
          {t('search.clearAll')}
        </button>
      )}
    </div>
  );
}
