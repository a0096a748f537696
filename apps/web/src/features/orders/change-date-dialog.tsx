import { ORDER_LIMITS, earliestNewTravelDate, localIsoDate, parseIsoDate, type OrderLine } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { catalogQueries } from '../../api/catalog-queries';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { useLocale } from '../../app/use-locale';
import { PriceCalendarPanel } from '../../components/price-calendar/price-calendar-panel';
import { primaryButton, secondaryButton } from '../../components/ui/button-class';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useChangeOrderDate } from './order-queries';
import { dateTimeFormat } from '../../lib/intl-format';

/**
 * Moves one product line to another date of its package (spec §1 terms: once, at least 21 days
 * before travel). The calendar offers the package's sellable days; the server re-checks the rule
 * and the stock, and its refusal is shown here. A dearer date adds an extra payment to the order.
 */
export function ChangeDateDialog({
  ocode,
  line,
  open,
  onClose,
}: {
  ocode: string;
  line: OrderLine;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [date, setDate] = useState<string>();
  const calendar = useQuery({ ...catalogQueries.calendar(line.productCode, line.gcode, locale), enabled: open });
  const change = useChangeOrderDate();
  const earliest = earliestNewTravelDate(localIsoDate());
  const days = (calendar.data ?? []).filter((day) => day.date !== line.date && day.date >= earliest);
  const longDate = (iso: string) => dateTimeFormat(locale.language, { dateStyle: 'full' }).format(parseIsoDate(iso));
  const close = () => {
    change.reset();
    setDate(undefined);
    onClose();
  };
  const submit = () => {
    if (!date) return;
    change.mutate(
      { ocode, itemId: line.id, date },
      {
        onSuccess: (order) => {
          const extra = order.supplements.some((s) => s.status === 'pending');
          void notify('success', t(extra ? 'order.dateChangedPay' : 'order.dateChanged'), { subject: 'date-change' });
          close();
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent width={560} closeLabel={t('common.close')} sheetOnPhone data-testid="change-date-dialog">
        <DialogTitle className="pr-10 text-xl font-semibold text-fourth">{t('order.changeDateTitle')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-700">
          {t('order.changeDateRule', { days: ORDER_LIMITS.dateChangeMinDays })}
        </DialogDescription>
        <p className="mt-3 text-sm text-slate-900">
          <span className="font-semibold">{line.title}</span> · {line.packageTitle}
        </p>
        <p className="text-sm text-slate-700">{t('order.currentDate', { date: longDate(line.date) })}</p>
        <div className="mt-3 flex items-baseline justify-between gap-2">
          <p className="text-sm font-semibold text-slate-900">{t('order.pickNewDate')}</p>
          <p className="text-xs text-slate-600">{t('product.calendar.pricesIn', { currency: locale.currency })}</p>
        </div>
        <PriceCalendarPanel
          className="mt-2"
          data-testid="change-date-calendar"
          days={calendar.data ? days : undefined}
          failure={calendar.isError ? failureText(calendar.error, t('catalog.loadFailedBody')) : undefined}
          alertOnFailure
          noteSurface="bg-seven"
          selected={date}
          onSelect={(next) => {
            change.reset();
            setDate(next);
          }}
        />
        <p className="mt-2 min-h-5 text-sm text-slate-900" aria-live="polite" data-testid="change-date-new">
          {date ? t('order.newDate', { date: longDate(date) }) : ''}
        </p>
        {change.isError && (
          <p
            role="alert"
            className="mt-2 rounded-lg bg-seven p-3 text-sm font-medium text-sixth"
            data-testid="change-date-error"
          >
            {t('order.changeDateFailed', { reason: failureText(change.error, t('http.unknown')) })}
          </p>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <DialogClose className={secondaryButton}>{t('common.cancel')}</DialogClose>
          <button
            type="button"
            className={primaryButton}
            onClick={submit}
            disabled={!date || change.isPending}
            data-testid="change-date-submit"
          >
            {change.isPending ? t('common.loading') : t('order.changeDateConfirm')}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
