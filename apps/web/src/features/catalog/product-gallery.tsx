import { useTranslation } from '../../lib/use-translation';
import { PhotoGallery } from '../../components/photo-gallery';

/** The product's photos. */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useTranslation();
  return (
    <PhotoGallery
      images={images}
      testId="product-gallery"
      labels={{
        region: t('product.gallery'),
        photoOf: (number, total) => t('product.photoOf', { title, number, total }),
        previous: t('product.previousPhoto'),
        next: t('product.nextPhoto'),
        show: (number) => t('product.showPhoto', { number }),
      }}
    />
  );
}
