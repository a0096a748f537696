import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import {
  SUGGEST_DEBOUNCE_MS,
  SuggestionCombobox,
  type SuggestionGroup,
} from '../../components/combobox/suggestion-combobox';
import { ClearTextButton, SuggestionInput } from '../../components/combobox/suggestion-parts';
import { MapPinIcon } from '../../components/ui/icons';
import { useDebounced } from '../../lib/use-debounced';
import {
  DestinationOptionContent,
  hotOption,
  recentOption,
  suggestionOption,
  type DestinationOption,
} from './destination-option';
import { distinctRecentAndHot, distinctSuggestions } from './destination-distinct';
import { hotelQueries } from './hotel-queries';
import type { SearchDetail } from './hotel-search-store';

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  recent: readonly SearchDetail[];
  /** A destination, hotel, recent or hot search was picked. */
  onPick: (where: SearchDetail, title: string) => void;
};

/**
 * Where to stay: while typing, destinations and hotels (spec §7 types [2,3]); before typing, the
 * recent hotel searches (spec §3 `search_detail`) and the hot hotel searches.
 */
export function DestinationBox({ text, onTextChange, recent, onPick }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const typed = text.trim();
  const debounced = useDebounced(typed, SUGGEST_DEBOUNCE_MS);
  const suggestions = useQuery({
    ...hotelQueries.suggestions(debounced, locale),
    enabled: open && debounced.length > 0,
  });
  const hot = useQuery({ ...hotelQueries.hot(locale.language), enabled: open });

  const before = distinctRecentAndHot(recent, hot.data ?? []);
  const groups: SuggestionGroup<DestinationOption>[] =
    typed.length > 0
      ? [
          {
            key: 'suggestions',
            options: debounced === typed ? distinctSuggestions(suggestions.data ?? []).map(suggestionOption) : [],
          },
        ]
      : [
          {
            key: 'recent',
            heading: t('hotels.where.recent'),
            headingFirst: true,
            options: before.recent.map(recentOption),
          },
          { key: 'hot', heading: t('hotels.where.hot'), options: before.hot.map(hotOption) },
        ];

  const choose = (option: DestinationOption) => {
    if (option.kind === 'recent') onPick(option.detail, option.detail.keywords);
    else if (option.kind === 'hot') onPick({ keywords: option.keyword }, option.keyword);
    else if (option.kind === 'hotel')
      onPick({ keywords: option.suggestion.title, hotelId: Number(option.suggestion.id) }, option.suggestion.title);
    else onPick({ keywords: option.suggestion.title, locationId: option.suggestion.id }, option.suggestion.title);
  };

  return (
    <SuggestionCombobox
      className="relative min-w-0"
      text={text}
      onTextChange={onTextChange}
      open={open}
      onOpenChange={setOpen}
      groups={groups}
      optionKey={(option) => option.key}
      renderOption={(option) => <DestinationOptionContent option={option} />}
      optionTestId={(option) => `destination-option-${option.kind}`}
      onChoose={choose}
      listLabel={t('hotels.where.suggestions')}
      popupClassName="absolute inset-x-0 top-full z-30 mt-2 max-h-[min(26rem,70vh)] min-w-72 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-lg"
      popupTestId="destination-popup"
      renderField={({ labelProps, inputProps }) => (
        <div className="flex h-14 items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 focus-within:border-first focus-within:ring-2 focus-within:ring-first/30">
          <MapPinIcon className="size-5 shrink-0 text-first" />
          <div className="min-w-0 flex-1">
            <label {...labelProps} className="block text-xs text-slate-600">
              {t('hotels.where.label')}
            </label>
            <SuggestionInput
              inputProps={inputProps}
              placeholder={t('hotels.where.placeholder')}
              className="block w-full text-sm font-semibold text-slate-900 placeholder:font-normal placeholder:text-slate-500"
              data-testid="destination-input"
            />
          </div>
          {text && <ClearTextButton label={t('hotels.where.clear')} onClear={() => onTextChange('')} />}
        </div>
      )}
    />
  );
}
