import type { KeywordSuggestion } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { SuggestionLines } from '../../components/combobox/suggestion-parts';
import { FlameIcon, HistoryIcon, MapPinIcon, SearchIcon } from '../../components/ui/icons';

type KeywordOption = { kind: 'history' | 'hot'; id: string; keyword: string };
type SuggestionOption = { kind: 'product' | 'destination'; id: string; suggestion: KeywordSuggestion };

/** One line of the search box's list: a recent or hot keyword, or a suggested product or destination. */
export type SearchOption = KeywordOption | SuggestionOption;

export const isKeyword = (option: SearchOption): option is KeywordOption =>
  option.kind === 'history' || option.kind === 'hot';

export const keywordOption =
  (kind: KeywordOption['kind']) =>
  (keyword: string): KeywordOption => ({ kind, id: `${kind === 'history' ? 'h' : 't'}-${keyword}`, keyword });

export const suggestionOption = (suggestion: KeywordSuggestion): SuggestionOption => ({
  kind: suggestion.type === 2 ? 'destination' : 'product',
  id: `${suggestion.type}-${suggestion.id}`,
  suggestion,
});

/** What one option shows: its icon and words (a suggestion also says whether it is a product or a place). */
export function SearchOptionContent({ option }: { option: SearchOption }) {
  const { t } = useTranslation();
  if (isKeyword(option)) {
    return (
      <>
        {option.kind === 'history' ? (
          <HistoryIcon className="size-4 shrink-0 text-slate-500" />
        ) : (
          <FlameIcon className="size-4 shrink-0 text-sixth" />
        )}
        <span className="truncate">{option.keyword}</span>
      </>
    );
  }
  return (
    <>
      {option.kind === 'destination' ? (
        <MapPinIcon className="size-4 shrink-0 text-first" />
      ) : (
        <SearchIcon className="size-4 shrink-0 text-slate-500" />
      )}
      <SuggestionLines
        suggestion={option.suggestion}
        kindLabel={t(option.kind === 'destination' ? 'search.destination' : 'search.product')}
      />
    </>
  );
}
