import { useTranslation } from '../../lib/use-translation';
import { FavouriteToggle } from '../../components/ui/favourite-toggle';
import { favouriteHotelIdsQuery, useToggleHotelFavourite } from './hotel-queries';

/** A hotel's favourite toggle (PUT /account/favorites/{hotelId}/2). */
export function HotelFavouriteButton({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  return (
    <FavouriteToggle
      id={hotelId}
      savedQuery={favouriteHotelIdsQuery()}
      toggle={useToggleHotelFavourite()}
      texts={{ label: t('hotels.favourite'), added: t('hotels.favouriteAdded'), removed: t('hotels.favouriteRemoved') }}
      testId="hotel-favourite"
    />
  );
}
