import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import {
  SUGGEST_DEBOUNCE_MS,
  SuggestionCombobox,
  type SuggestionGroup,
} from '../../components/combobox/suggestion-combobox';
import { distinctKeywords, distinctSuggestions } from '../../lib/distinct-suggestions';
import { useDebounced } from '../../lib/use-debounced';
import { RecentSearchesHeading } from './recent-searches-heading';
import { SearchField } from './search-field';
import { isKeyword, keywordOption, SearchOptionContent, suggestionOption, type SearchOption } from './search-option';
import { searchQueries, useSearchHistory } from './search-queries';

type Props = {
  keyword: string;
  onSearch: (keyword: string) => void;
  onPickProduct: (code: string) => void;
  onPickDestination: (locationId: string) => void;
};

/**
 * The keyword box of the search page: suggestions of products and destinations while typing
 * (debounced), and before typing the visitor's recent searches (with clear) and the hot searches.
 */
export function SearchBox({ keyword, onSearch, onPickProduct, onPickDestination }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [text, setText] = useState(keyword);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = text.trim();
  const debounced = useDebounced(typed, SUGGEST_DEBOUNCE_MS);

  // The URL's keyword changed (history, a chip, back button): show it.
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword);
  }

  const suggestions = useQuery({
    ...searchQueries.suggestions(debounced, locale),
    enabled: open && debounced.length > 0,
  });
  const hot = useQuery({ ...searchQueries.hot(locale), enabled: open });
  const { keywords: history, clear } = useSearchHistory();

  // Each place and each keyword once (a name at several levels of the location tree, a hot search already recent).
  const before = distinctKeywords(history.slice(0, 8), hot.data ?? []);
  const groups: SuggestionGroup<SearchOption>[] =
    typed.length > 0
      ? [
          {
            key: 'suggestions',
            options: debounced === typed ? distinctSuggestions(suggestions.data ?? []).map(suggestionOption) : [],
          },
        ]
      : [
          { key: 'history', options: before.recent.map(keywordOption('history')) },
          { key: 'hot', heading: t('search.hot'), options: before.hot.map(keywordOption('hot')) },
        ];

  const choose = (option: SearchOption) => {
    if (isKeyword(option)) {
      setText(option.keyword);
      onSearch(option.keyword);
    } else if (option.kind === 'product') {
      onPickProduct(option.suggestion.id);
    } else {
      setText('');
      onPickDestination(option.suggestion.id);
    }
  };

  return (
    <SuggestionCombobox
      className="relative"
      text={text}
      onTextChange={setText}
      open={open}
      onOpenChange={setOpen}
      groups={groups}
      optionKey={(option) => option.id}
      renderOption={(option) => <SearchOptionContent option={option} />}
      onChoose={choose}
      inputRef={inputRef}
      listLabel={t('search.suggestions')}
      popupHeader={typed.length === 0 && history.length > 0 && <RecentSearchesHeading onClear={() => clear.mutate()} />}
      popupClassName="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(28rem,70vh)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-lg"
      popupTestId="search-popup"
      renderField={(parts) => (
        <SearchField
          {...parts}
          hasText={text.length > 0}
          onClear={() => {
            setText('');
            inputRef.current?.focus();
          }}
          onSubmit={() => onSearch(typed)}
        />
      )}
    />
  );
}
