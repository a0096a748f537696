import type { CalendarDay } from '@storefront/contracts';
import { Suspense } from 'react';
import { lazy } from '../../lib/lazy';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { cn } from '../../lib/cn';
import { useNearScreen } from '../../lib/near-screen';

// The grid and its date library load only when a calendar is shown.
const PriceCalendar = lazy(() => import('./price-calendar'));

/** How far below the screen a `renderWhenNear` calendar starts rendering. */
const NEAR_MARGIN = '100px 0px';

// Holds the height of a month grid while it loads, so the panel does not jump.
const CALENDAR_HEIGHT = 'min-h-[23rem]';

function CalendarSkeleton() {
  return <div className={cn(CALENDAR_HEIGHT, 'animate-pulse rounded-xl bg-slate-100')} aria-hidden="true" />;
}

type Props = {
  /** The package's sellable days; undefined while they load. */
  days: readonly CalendarDay[] | undefined;
  /** What went wrong loading the days; said in place of the calendar. */
  failure?: string;
  /** Announce the failure to screen readers as it appears (where the visitor is waiting on it). */
  alertOnFailure?: boolean;
  /** The background of the failure and no-dates notes, matching what the panel sits on. */
  noteSurface: 'bg-white' | 'bg-seven';
  selected: string | undefined;
  onSelect: (date: string) => void;
  /**
   * Render the month grid only when the panel nears the screen (the product page, where a phone
   * shows it below the photos): the grid is the costliest render of the page's first seconds.
   */
  renderWhenNear?: boolean;
  className?: string;
  'data-testid'?: string;
};

/**
 * A package's price calendar in the page's language and currency, with its waiting, failed and
 * no-dates states, for the product page, the cart's line editor and the order's change of date.
 */
export function PriceCalendarPanel({
  days,
  failure,
  alertOnFailure = false,
  noteSurface,
  selected,
  onSelect,
  renderWhenNear = false,
  className,
  'data-testid': testId,
}: Props) {
  const { t } = useTranslation();
  const { currency, language } = useLocale();
  const { near, ref } = useNearScreen(NEAR_MARGIN);
  const note = cn('rounded-xl p-4 text-sm text-slate-700', noteSurface);
  return (
    <div ref={renderWhenNear ? ref : undefined} className={cn(CALENDAR_HEIGHT, className)} data-testid={testId}>
      {failure !== undefined ? (
        <p role={alertOnFailure ? 'alert' : undefined} className={note}>
          {failure}
        </p>
      ) : !days || (renderWhenNear && !near) ? (
        <CalendarSkeleton />
      ) : days.length === 0 ? (
        <p className={note}>{t('product.noDates')}</p>
      ) : (
        <Suspense fallback={<CalendarSkeleton />}>
          <PriceCalendar days={days} currency={currency} language={language} selected={selected} onSelect={onSelect} />
        </Suspense>
      )}
    </div>
  );
}
