import { SITE_LANGUAGES, type AdminHotel, type SiteLanguage } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { shopConfigQuery } from '../../api/catalog-queries';
import { hotelQueries } from '../../api/hotel-queries';
import { buttonClass } from '../../components/ui/button';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { StatusBadge } from '../catalog/status-badge';
import { AddRoomType } from './add-room-type';
import { HotelForm, HotelStatus } from './hotel-form';
import { HotelPhotos } from './hotel-photos';
import { RoomTypeCard } from './room-type-card';

/** The shop's languages, its default first (the storefront's order). */
export function shopLanguages(config: { language: string; languages: string[] } | undefined): SiteLanguage[] {
  if (!config) return [];
  const offered = SITE_LANGUAGES.filter((language) => config.languages.includes(language));
  return [...offered].sort((a, b) => Number(b === config.language) - Number(a === config.language));
}

export const hotelName = (hotel: AdminHotel) =>
  Object.values(hotel.texts).find((texts) => texts?.name)?.name ?? `Hotel ${hotel.id}`;

/** `/hotels/:hotelId`: the hotel's properties and texts, its room types and their rate plans. */
export function HotelEditorPage() {
  const hotelId = Number(useParams().hotelId);
  const hotel = useQuery(hotelQueries.detail(hotelId));
  const config = useQuery(shopConfigQuery());
  const languages = shopLanguages(config.data);
  return (
    <Page
      title={hotel.data ? hotelName(hotel.data) : 'Hotel'}
      actions={
        <Link to="/hotels" className={buttonClass('secondary')}>
          All hotels
        </Link>
      }
    >
      {hotel.isPending || config.isPending ? <Loading /> : null}
      {hotel.isError ? <LoadError error={hotel.error} /> : null}
      {hotel.data && languages.length > 0 ? (
        <>
          <Section
            title="Hotel"
            actions={
              <div className="flex items-center gap-2">
                <StatusBadge status={hotel.data.status} />
                <HotelStatus hotel={hotel.data} />
              </div>
            }
          >
            <HotelForm key={hotel.data.id} hotel={hotel.data} languages={languages} />
          </Section>
          <HotelPhotos hotelId={hotel.data.id} languages={languages} />
          {hotel.data.roomTypes.map((room, index) => (
            <RoomTypeCard key={room.id} hotel={hotel.data} room={room} index={index} languages={languages} />
          ))}
          <AddRoomType
            key={hotel.data.roomTypes.length}
            hotelId={hotel.data.id}
            roomTypes={hotel.data.roomTypes.length}
            languages={languages}
          />
        </>
      ) : null}
    </Page>
  );
}
