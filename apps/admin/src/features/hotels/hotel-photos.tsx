import type { SiteLanguage } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePhotoActions } from '../../api/catalog-queries';
import { hotelQueries } from '../../api/hotel-queries';
import { LoadError, Loading, Section } from '../../components/ui/page';
import { PhotosEditor } from '../catalog/photos-section';

/** The hotel's photos, the cover first (the storefront's cards show it): upload, reorder, alt text, remove. */
export function HotelPhotos({ hotelId, languages }: { hotelId: number; languages: readonly SiteLanguage[] }) {
  const photos = useQuery(hotelQueries.photos(hotelId));
  const actions = usePhotoActions(`/hotels/${hotelId}/photos`, hotelQueries.photos(hotelId).queryKey);
  return (
    <Section title="Photos">
      {photos.isPending ? <Loading /> : null}
      {photos.isError ? <LoadError error={photos.error} /> : null}
      {photos.data ? <PhotosEditor actions={actions} photos={photos.data.photos} languages={languages} /> : null}
    </Section>
  );
}
