import { COUPON_STATUSES, type CouponStatus, type MemberCoupon } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { type To, useLocation, useNavigate } from 'react-router';
import { useLocale } from '../../app/use-locale';
import { Pagination } from '../../components/pagination';
import { EmptyState, TabState } from '../../components/tab-state';
import { cn } from '../../lib/cn';
import { formatInstantDate } from '../../lib/date-format';
import { pageCountOf } from '../../lib/page-window';
import { asCurrency, formatMoney } from '../../lib/price';
import { ORDER_PAGE_SIZE, orderQueries } from '../orders';
import { TabHeading } from './tab-parts';

function CouponCard({ coupon }: { coupon: MemberCoupon }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const currency = asCurrency(coupon.currency);
  const value =
    coupon.kind === 'percent'
      ? `${coupon.percent ?? 0}%`
      : coupon.amount === null
        ? ''
        : formatMoney(coupon.amount, currency);
  return (
    <li
      className={cn(
        'flex gap-4 rounded-2xl border p-4',
        coupon.status === 'available' ? 'border-first/40 bg-third' : 'border-slate-200 opacity-70',
      )}
      data-testid="coupon"
    >
      <p className="min-w-24 shrink-0 text-center text-xl font-bold whitespace-nowrap text-sixth sm:text-2xl">
        {value}
      </p>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-slate-900">{coupon.title}</p>
        {coupon.minSpend > 0 && (
          <p className="text-slate-700">
            {t('order.coupons.minSpend', { amount: formatMoney(coupon.minSpend, currency) })}
          </p>
        )}
        {coupon.maxDiscount !== null && (
          <p className="text-slate-700">
            {t('order.coupons.cap', { amount: formatMoney(coupon.maxDiscount, currency) })}
          </p>
        )}
        <p className="text-slate-600">
          {t('order.coupons.valid', {
            from: formatInstantDate(coupon.validFrom, language),
            to: formatInstantDate(coupon.validTo, language),
          })}
        </p>
      </div>
      <span className="self-start rounded-full bg-white px-3 py-1 text-xs font-medium">
        {t(`order.coupons.status.${coupon.status}`)}
      </span>
    </li>
  );
}

/** The member's coupons, by state, with paging. */
export default function CouponTab() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = (COUPON_STATUSES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as CouponStatus)
    : 'available';
  const coupons = useQuery(orderQueries.coupons(page, status));
  const hrefOf = (state: CouponStatus, nextPage: number): To => {
    const next = new URLSearchParams({ state });
    if (nextPage > 1) next.set('page', String(nextPage));
    return { pathname, search: `?${next.toString()}` };
  };
  const go = (state: CouponStatus, nextPage: number) => void navigate(hrefOf(state, nextPage));
  const data = coupons.data;
  return (
    <section aria-labelledby="account-tab-title" className="space-y-4">
      <TabHeading>{t('account.tabs.coupon')}</TabHeading>
      <div role="group" aria-label={t('order.filterLabel')} className="flex flex-wrap gap-2">
        {COUPON_STATUSES.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={status === key}
            onClick={() => go(key, 1)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm',
              status === key ? 'border-first bg-first text-white' : 'border-slate-300 hover:border-first',
            )}
          >
            {t(`order.coupons.status.${key}`)}
          </button>
        ))}
      </div>
      {!data ? (
        <TabState query={coupons} />
      ) : data.list.length === 0 ? (
        <EmptyState title={t('order.coupons.empty')} body={t('order.coupons.emptyBody')} />
      ) : (
        <>
          <ul className="space-y-3">
            {data.list.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(data.total, ORDER_PAGE_SIZE)}
            hrefOf={(p) => hrefOf(status, p)}
          />
        </>
      )}
    </section>
  );
}
