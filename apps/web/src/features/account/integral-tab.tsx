import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { Pagination } from '../../components/pagination';
import { EmptyState, TabState } from '../../components/tab-state';
import { useLocale } from '../../app/use-locale';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/date-format';
import { orderDetailsLink } from '../../lib/links';
import { pageCountOf } from '../../lib/page-window';
import { asCurrency, formatMoney } from '../../lib/price';
import { ORDER_PAGE_SIZE, orderQueries, pointsBalanceQuery } from '../orders';
import { TabHeading, usePageParam } from './tab-parts';

/** The member's points: balance and ledger, with paging. */
export default function IntegralTab() {
  const { t } = useTranslation();
  const { language } = useLocale();
  const [page, , hrefOf] = usePageParam();
  const points = useQuery(orderQueries.points(page));
  const rates = useQuery(pointsBalanceQuery()).data;
  const data = points.data;
  return (
    <section aria-labelledby="account-tab-title" className="space-y-4">
      <TabHeading>{t('account.tabs.integral')}</TabHeading>
      {!data ? (
        <TabState query={points} />
      ) : (
        <>
          <div className="rounded-2xl border border-slate-200 bg-third p-5">
            <p className="text-sm text-slate-700">{t('order.points.balance')}</p>
            <p className="text-3xl font-bold text-first" data-testid="points-balance">
              {data.balance}
            </p>
            {rates && (
              <p className="mt-1 text-xs text-slate-600">
                {t(rates.earnEvery > 0 ? 'order.points.rules' : 'order.points.rulesNoRate', {
                  earn: rates.earnPerUnit,
                  every: formatMoney(rates.earnEvery, asCurrency(rates.currency)),
                  step: rates.step,
                  value: formatMoney(rates.stepValue, asCurrency(rates.currency)),
                })}
              </p>
            )}
          </div>
          {data.list.length === 0 ? (
            <EmptyState title={t('order.points.empty')} body={t('order.points.emptyBody')} />
          ) : (
            <>
              <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200">
                {data.list.map((entry) => (
                  <li key={entry.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
                    <span>
                      <span className="font-medium text-slate-900">{t(`order.points.reason.${entry.reason}`)}</span>
                      {entry.ocode && (
                        <Link to={orderDetailsLink(entry.ocode)} className="ml-2 text-first hover:underline">
                          {entry.ocode}
                        </Link>
                      )}
                      <span className="block text-slate-600">{formatDateTime(entry.createdAt, language)}</span>
                    </span>
                    <span className={cn('font-semibold', entry.delta >= 0 ? 'text-first' : 'text-sixth')}>
                      {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                    </span>
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCountOf(data.total, ORDER_PAGE_SIZE)} hrefOf={hrefOf} />
            </>
          )}
        </>
      )}
    </section>
  );
}
