import type { KeywordSuggestion } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MapPinIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { BuildingIcon, FlameIcon, HistoryIcon } from './hotel-icons';
import { hotelQueries, useLocale } from './hotel-queries';
import type { SearchDetail } from './hotel-search-store';

/** Wait this long after the last key before asking for suggestions. */
const SUGGEST_DEBOUNCE_MS = 250;

type Option =
  | { kind: 'recent'; key: string; detail: SearchDetail }
  | { kind: 'hot'; key: string; keyword: string }
  | { kind: 'destination' | 'hotel'; key: string; suggestion: KeywordSuggestion };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  recent: readonly SearchDetail[];
  /** A destination, hotel, recent or hot search was picked. */
  onPick: (where: SearchDetail, title: string) => void;
};

/**
 * Where to stay (an ARIA combobox): while typing, destinations and hotels (spec §7 types [2,3]);
 * before typing, the recent hotel searches (spec §3 `search_detail`) and the hot hotel searches.
 */
export function DestinationBox({ text, onTextChange, recent, onPick }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const debounced = useDebounced(typed, SUGGEST_DEBOUNCE_MS);
  const suggestions = useQuery({
    ...hotelQueries.suggestions(debounced, locale),
    enabled: open && debounced.length > 0,
  });
  const hot = useQuery({ ...hotelQueries.hot(locale.language), enabled: open });

  const options: Option[] =
    typed.length > 0
      ? debounced === typed
        ? (suggestions.data ?? []).map((suggestion) => ({
            kind: suggestion.type === 3 ? ('hotel' as const) : ('destination' as const),
            key: `${suggestion.type}-${suggestion.id}`,
            suggestion,
          }))
        : []
      : [
          ...recent.map((detail, i) => ({ kind: 'recent' as const, key: `r-${i}`, detail })),
          ...(hot.data ?? []).map((keyword) => ({ kind: 'hot' as const, key: `h-${keyword}`, keyword })),
        ];
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: Option) => {
    close();
    if (option.kind === 'recent') onPick(option.detail, option.detail.keywords);
    else if (option.kind === 'hot') onPick({ keywords: option.keyword }, option.keyword);
    else if (option.kind === 'hotel')
      onPick({ keywords: option.suggestion.title, hotelId: Number(option.suggestion.id) }, option.suggestion.title);
    else onPick({ keywords: option.suggestion.title, locationId: option.suggestion.id }, option.suggestion.title);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
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

  const iconOf = (option: Option) => {
    if (option.kind === 'recent') return <HistoryIcon className="size-4 shrink-0 text-slate-500" />;
    if (option.kind === 'hot') return <FlameIcon className="size-4 shrink-0 text-sixth" />;
    if (option.kind === 'hotel') return <BuildingIcon className="size-4 shrink-0 text-slate-500" />;
    return <MapPinIcon className="size-4 shrink-0 text-first" />;
  };

  const renderOption = (option: Option, index: number) => (
    <li
      key={option.key}
      id={`${id}-opt-${index}`}
      role="option"
      aria-selected={index === active}
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-800',
        index === active ? 'bg-third text-fourth' : 'hover:bg-seven',
      )}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(option)}
      onMouseEnter={() => setActive(index)}
      data-testid={`destination-option-${option.kind}`}
    >
      {iconOf(option)}
      {option.kind === 'recent' || option.kind === 'hot' ? (
        <span className="truncate">{option.kind === 'recent' ? option.detail.keywords : option.keyword}</span>
      ) : (
        <>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{option.suggestion.title}</span>
            {option.suggestion.subtitle && (
              <span className="block truncate text-xs text-slate-600">{option.suggestion.subtitle}</span>
            )}
          </span>
          <span className="shrink-0 text-xs text-slate-600">
            {t(option.kind === 'hotel' ? 'hotels.where.hotel' : 'hotels.where.destination')}
          </span>
        </>
      )}
    </li>
  );

  const recentCount = options.filter((o) => o.kind === 'recent').length;
  const hotCount = options.filter((o) => o.kind === 'hot').length;

  return (
    <div className="relative min-w-0" onBlur={onBlur}>
      <div className="flex h-14 items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 focus-within:border-first focus-within:ring-2 focus-within:ring-first/30">
        <MapPinIcon className="size-5 shrink-0 text-first" />
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-input`} className="block text-xs text-slate-600">
            {t('hotels.where.label')}
          </label>
          <input
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
            placeholder={t('hotels.where.placeholder')}
            onChange={(event) => {
              onTextChange(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            className="block w-full min-w-0 bg-transparent text-sm font-semibold text-slate-900 outline-none placeholder:font-normal placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
            data-testid="destination-input"
          />
        </div>
        {text && (
          <button
            type="button"
            onClick={() => onTextChange('')}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-seven"
            aria-label={t('hotels.where.clear')}
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </div>
      <div
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-2 max-h-[min(26rem,70vh)] min-w-72 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-lg',
          !expanded && 'hidden',
        )}
        data-testid="destination-popup"
      >
        <ul id={listId} role="listbox" aria-label={t('hotels.where.suggestions')}>
          {typed.length === 0 ? (
            <>
              {recentCount > 0 && (
                <li
                  role="presentation"
                  className="px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
                >
                  {t('hotels.where.recent')}
                </li>
              )}
              {options.slice(0, recentCount).map((option, index) => renderOption(option, index))}
              {hotCount > 0 && (
                <li
                  role="presentation"
                  className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600"
                >
                  {t('hotels.where.hot')}
                </li>
              )}
              {options.slice(recentCount).map((option, index) => renderOption(option, recentCount + index))}
            </>
          ) : (
            options.map(renderOption)
          )}
        </ul>
      </div>
    </div>
  );
}
