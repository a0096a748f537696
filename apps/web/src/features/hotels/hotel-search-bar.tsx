import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { hotelLink } from '../../lib/links';
import { DestinationBox } from './destination-box';
import { GuestsField } from './guests-field';
import { useHotelSearchStore, type SearchDetail } from './hotel-search-store';
import { StayField } from './stay-field';

/**
 * The hotel search bar: where (destination, hotel or words, with suggestions), the stay and the
 * party. Dates and guests apply at once; the words apply on Search or when a suggestion is picked.
 * A picked hotel opens its page.
 */
export function HotelSearchBar({ onSearch }: { onSearch: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useHotelSearchStore((s) => s.search);
  const recent = useHotelSearchStore((s) => s.search_detail);
  const setSearch = useHotelSearchStore((s) => s.setSearch);
  const setWhere = useHotelSearchStore((s) => s.setWhere);
  const [text, setText] = useState(search.keywords);

  // The stored words changed elsewhere (a recent search, a reset): show them.
  const [shown, setShown] = useState(search.keywords);
  if (shown !== search.keywords) {
    setShown(search.keywords);
    setText(search.keywords);
  }

  const pick = (where: SearchDetail, title: string) => {
    setText(where.keywords);
    setWhere(where, title);
    if (where.hotelId !== undefined) void navigate(hotelLink(where.hotelId));
    else onSearch();
  };

  return (
    <form
      role="search"
      aria-label={t('hotels.searchLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        const typed = text.trim();
        // Unchanged words keep the destination or hotel they name.
        if (typed !== search.keywords) setWhere({ keywords: typed });
        onSearch();
      }}
      className="grid gap-2 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-slate-200 md:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1.3fr)_minmax(0,1.2fr)_auto]"
      data-testid="hotel-search-bar"
    >
      <DestinationBox text={text} onTextChange={setText} recent={recent} onPick={pick} />
      <StayField
        date={search.date}
        onChange={(date) => {
          setSearch({ date });
          onSearch();
        }}
      />
      <GuestsField
        rooms={search.rooms}
        onChange={(rooms) => {
          setSearch({ rooms });
          onSearch();
        }}
      />
      <button
        type="submit"
        className="inline-flex h-14 items-center justify-center gap-2 rounded-xl bg-first px-6 text-base font-semibold text-white hover:opacity-90 md:col-span-2 lg:col-span-1"
        data-testid="hotel-search-submit"
      >
        <SearchIcon className="size-5" />
        {t('common.search')}
      </button>
    </form>
  );
}
