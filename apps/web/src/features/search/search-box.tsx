import type { KeywordSuggestion } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MapPinIcon, SearchIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { FlameIcon, HistoryIcon, TrashIcon } from '../catalog/catalog-icons';
import { useLocale } from '../catalog/catalog-queries';
import { searchQueries, useSearchHistory } from './search-queries';

/** Wait this long after the last key before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 250;

type KeywordOption = { kind: 'history' | 'hot'; id: string; keyword: string };
type SuggestionOption = { kind: 'product' | 'destination'; id: string; suggestion: KeywordSuggestion };
type Option = KeywordOption | SuggestionOption;

const isKeyword = (option: Option): option is KeywordOption => option.kind === 'history' || option.kind === 'hot';

type Props = {
  keyword: string;
  onSearch: (keyword: string) => void;
  onPickProduct: (code: string) => void;
  onPickDestination: (locationId: string) => void;
};

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The keyword box of the search page (an ARIA combobox): suggestions of products and
 * destinations while typing (debounced), and before typing the visitor's recent searches (with
 * clear) and the hot searches.
 */
export function SearchBox({ keyword, onSearch, onPickProduct, onPickDestination }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(keyword);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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

  const options: Option[] =
    typed.length > 0
      ? debounced === typed
        ? (suggestions.data ?? []).map((suggestion) => ({
            kind: suggestion.type === 2 ? ('destination' as const) : ('product' as const),
            id: `${suggestion.type}-${suggestion.id}`,
            suggestion,
          }))
        : []
      : [
          ...history.slice(0, 8).map((word) => ({ kind: 'history' as const, id: `h-${word}`, keyword: word })),
          ...(hot.data ?? []).map((word) => ({ kind: 'hot' as const, id: `t-${word}`, keyword: word })),
        ];
  const expanded = open && (options.length > 0 || (typed.length === 0 && history.length > 0));

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: Option) => {
    close();
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself; the list wraps round through it.
      setActive((i) => {
        const next = i + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      }
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  const optionClass = (index: number) =>
    cn(
      'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-800',
      index === active ? 'bg-third text-fourth' : 'hover:bg-seven',
    );

  const renderOption = (option: Option, index: number) => (
    <li
      key={option.id}
      id={`${id}-opt-${index}`}
      role="option"
      aria-selected={index === active}
      className={optionClass(index)}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(option)}
      onMouseEnter={() => setActive(index)}
    >
      {isKeyword(option) ? (
        <>
          {option.kind === 'history' ? (
            <HistoryIcon className="size-4 shrink-0 text-slate-500" />
          ) : (
            <FlameIcon className="size-4 shrink-0 text-sixth" />
          )}
          <span className="truncate">{option.keyword}</span>
        </>
      ) : (
        <>
          {option.kind === 'destination' ? (
            <MapPinIcon className="size-4 shrink-0 text-first" />
          ) : (
            <SearchIcon className="size-4 shrink-0 text-slate-500" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{option.suggestion.title}</span>
            {option.suggestion.subtitle && (
              <span className="block truncate text-xs text-slate-600">{option.suggestion.subtitle}</span>
            )}
          </span>
          <span className="shrink-0 text-xs text-slate-600">
            {t(option.kind === 'destination' ? 'search.destination' : 'search.product')}
          </span>
        </>
      )}
    </li>
  );

  const historyOptions = options.filter((o) => o.kind === 'history');
  const hotOptions = options.filter((o) => o.kind === 'hot');

  return (
    <div className="relative" onBlur={onBlur}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          close();
          onSearch(typed);
        }}
        className="flex items-center gap-2 rounded-full border border-slate-300 bg-white p-1.5 pl-4 shadow-sm focus-within:border-first focus-within:ring-2 focus-within:ring-first/30"
      >
        <SearchIcon className="size-5 shrink-0 text-slate-500" />
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={text}
          placeholder={t('search.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="h-10 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
          data-testid="search-input"
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText('');
              inputRef.current?.focus();
            }}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-seven"
            aria-label={t('search.clearText')}
          >
            <CloseIcon className="size-4" />
          </button>
        )}
        <button
          type="submit"
          className="inline-flex h-10 shrink-0 items-center rounded-full bg-first px-5 text-sm font-semibold text-white hover:opacity-90"
        >
          {t('common.search')}
        </button>
      </form>

      <div
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-2 max-h-[min(28rem,70vh)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-lg',
          !expanded && 'hidden',
        )}
        data-testid="search-popup"
      >
        {typed.length === 0 && history.length > 0 && (
          <div className="flex items-center justify-between px-3 pb-1 pt-1">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('search.recent')}</p>
            <button
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => clear.mutate()}
              className="inline-flex h-8 items-center gap-1 rounded-full px-2.5 text-xs font-medium text-slate-700 hover:bg-seven"
              data-testid="clear-history"
            >
              <TrashIcon className="size-3.5" />
              {t('search.clearHistory')}
            </button>
          </div>
        )}
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')}>
          {typed.length === 0 ? (
            <>
              {historyOptions.map((option, index) => renderOption(option, index))}
              {hotOptions.length > 0 && (
                <li
                  role="presentation"
                  className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600"
                >
                  {t('search.hot')}
                </li>
              )}
              {hotOptions.map((option, index) => renderOption(option, historyOptions.length + index))}
            </>
          ) : (
            options.map(renderOption)
          )}
        </ul>
      </div>
    </div>
  );
}
