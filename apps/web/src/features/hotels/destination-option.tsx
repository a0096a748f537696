import type { KeywordSuggestion } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { SuggestionLines } from '../../components/combobox/suggestion-parts';
import { MapPinIcon } from '../../components/ui/icons';
import { BuildingIcon, FlameIcon, HistoryIcon } from './hotel-icons';
import type { SearchDetail } from './hotel-search-store';

/** One line of the destination box's list: a recent or hot search, or a suggested place or hotel. */
export type DestinationOption =
  | { kind: 'recent'; key: string; detail: SearchDetail }
  | { kind: 'hot'; key: string; keyword: string }
  | { kind: 'destination' | 'hotel'; key: string; suggestion: KeywordSuggestion };

export const recentOption = (detail: SearchDetail, index: number): DestinationOption => ({
  kind: 'recent',
  key: `r-${index}`,
  detail,
});

export const hotOption = (keyword: string): DestinationOption => ({ kind: 'hot', key: `h-${keyword}`, keyword });

export const suggestionOption = (suggestion: KeywordSuggestion): DestinationOption => ({
  kind: suggestion.type === 3 ? 'hotel' : 'destination',
  key: `${suggestion.type}-${suggestion.id}`,
  suggestion,
});

function OptionIcon({ kind }: { kind: DestinationOption['kind'] }) {
  if (kind === 'recent') return <HistoryIcon className="size-4 shrink-0 text-slate-500" />;
  if (kind === 'hot') return <FlameIcon className="size-4 shrink-0 text-sixth" />;
  if (kind === 'hotel') return <BuildingIcon className="size-4 shrink-0 text-slate-500" />;
  return <MapPinIcon className="size-4 shrink-0 text-first" />;
}

/** What one option shows: its icon and words (a suggestion also says whether it is a place or a hotel). */
export function DestinationOptionContent({ option }: { option: DestinationOption }) {
  const { t } = useTranslation();
  return (
    <>
      <OptionIcon kind={option.kind} />
      {option.kind === 'recent' || option.kind === 'hot' ? (
        <span className="truncate">{option.kind === 'recent' ? option.detail.keywords : option.keyword}</span>
      ) : (
        <SuggestionLines
          suggestion={option.suggestion}
          kindLabel={t(option.kind === 'hotel' ? 'hotels.where.hotel' : 'hotels.where.destination')}
        />
      )}
    </>
  );
}
