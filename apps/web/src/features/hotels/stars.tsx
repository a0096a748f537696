import { useTranslation } from '../../lib/use-translation';
import { StarIcon } from './hotel-icons';

/** A hotel's star rating as stars; named for assistive technology ("4-star hotel") unless `decorative`. */
export function Stars({ count, decorative = false }: { count: number; decorative?: boolean }) {
  const { t } = useTranslation();
  const stars = Array.from({ length: count }, (_, i) => <StarIcon key={i} className="size-4" />);
  return decorative || count === 0 ? (
    <span className="inline-flex items-center text-amber-500" aria-hidden="true">
      {stars}
    </span>
  ) : (
    <span className="inline-flex items-center text-amber-500" role="img" aria-label={t('hotels.stars', { count })}>
      {stars}
    </span>
  );
}
