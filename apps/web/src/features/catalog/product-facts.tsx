import type { ProductDetail } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { ClockIcon, Icon, MapPinIcon, type IconProps } from '../../components/ui/icons';
import { numberFormat } from '../../lib/intl-format';

const BoltIcon = (props: IconProps) => (
  <Icon className="size-4" {...props}>
    <path d="M13 3 5 13.5h6L10 21l8-10.5h-6L13 3z" />
  </Icon>
);

/**
 * A duration in the shopper's language with its units spelt out by the browser: whole days,
 * whole hours, minutes, or hours and minutes ("2 hr 30 min", "2小时30分钟").
 */
export function formatDuration(minutes: number, language: string): string {
  const unit = (value: number, name: 'day' | 'hour' | 'minute', display: 'long' | 'short') =>
    numberFormat(language, { style: 'unit', unit: name, unitDisplay: display }).format(value);
  if (minutes % 1440 === 0) return unit(minutes / 1440, 'day', 'long');
  if (minutes % 60 === 0) return unit(minutes / 60, 'hour', 'long');
  if (minutes < 60) return unit(minutes, 'minute', 'long');
  return `${unit(Math.floor(minutes / 60), 'hour', 'short')} ${unit(minutes % 60, 'minute', 'short')}`;
}

type Facts = Pick<ProductDetail, 'durationMinutes' | 'meetingPoint' | 'instantConfirmation'>;

/** The product's facts at a glance (duration, instant confirmation, meeting point), each only when set. */
export function ProductFacts({ product }: { product: Facts }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const meetingPoint = product.meetingPoint.trim();
  if (product.durationMinutes === null && !product.instantConfirmation && !meetingPoint) return null;
  return (
    <ul
      aria-label={t('product.facts.label')}
      data-testid="product-facts"
      className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-2 text-sm text-slate-800"
    >
      {product.durationMinutes !== null && (
        <li data-fact="duration" className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-4 shrink-0 text-first" />
          <span>
            <span className="sr-only">{t('product.facts.duration')} </span>
            {formatDuration(product.durationMinutes, language)}
          </span>
        </li>
      )}
      {product.instantConfirmation && (
        <li data-fact="instant" className="inline-flex items-center gap-1.5">
          <BoltIcon className="size-4 shrink-0 text-first" />
          {t('product.facts.instantConfirmation')}
        </li>
      )}
      {meetingPoint && (
        <li data-fact="meeting-point" className="inline-flex min-w-0 items-start gap-1.5">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-first" />
          <span className="min-w-0 break-words">{t('product.facts.meetingPoint', { place: meetingPoint })}</span>
        </li>
      )}
    </ul>
  );
}
