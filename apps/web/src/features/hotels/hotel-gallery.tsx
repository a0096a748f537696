import { useTranslation } from '../../lib/use-translation';
import { PhotoGallery } from '../../components/photo-gallery';

/** The hotel's photos. */
export function HotelGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  return (
    <PhotoGallery
      images={images}
      testId="hotel-gallery"
      labels={{
        region: t('hotels.gallery'),
        photoOf: (number, total) => t('hotels.photoOf', { name, number, total }),
        previous: t('hotels.previousPhoto'),
        next: t('hotels.nextPhoto'),
        show: (number) => t('hotels.showPhoto', { number }),
      }}
    />
  );
}
