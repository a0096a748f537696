import { useTranslation } from '../../lib/use-translation';
import { clockText, splitDuration } from './countdown';

/** "2 days 03:04:05" in the page's language; a `<time>` with the ISO duration for machines. */
export function CountdownText({ ms }: { ms: number }) {
  const { t } = useTranslation();
  const parts = splitDuration(ms);
  const clock = clockText(parts);
  const iso = `P${parts.days}DT${parts.hours}H${parts.minutes}M${parts.seconds}S`;
  return (
    <time dateTime={iso} className="tabular-nums">
      {parts.days > 0 ? t('marketing.countdownDays', { count: parts.days, clock }) : clock}
    </time>
  );
}
