import type { SeckillItem } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useLocale } from '../../app/use-locale';
import { DiscountBadge } from '../../components/price-tag';
import { CARD_TITLE_WIDTH } from '../../components/product-card';
import { ClockIcon } from '../../components/ui/icons';
import { BoltIcon } from '../../components/ui/page-icons';
import { cn } from '../../lib/cn';
import { Picture } from '../../components/ui/picture';
import { productLink } from '../../lib/links';
import { asCurrency, discountOf, formatMoney, maskMoney } from '../../lib/price';
import { truncateByWidth } from '../../lib/truncate';
import { salePhase, stockLeftPercent, type SalePhase } from './countdown';
import { CountdownText } from './countdown-text';
import { marketingQueries } from './marketing-queries';
import { useServerClock } from './use-server-clock';

function FlashSaleCard({ sale, state }: { sale: SeckillItem; state: Exclude<SalePhase, { phase: 'ended' }> }) {
  const { t } = useTranslation();
  const currency = asCurrency(sale.currency);
  const upcoming = state.phase === 'upcoming';
  const soldOut = state.phase === 'soldout';
  const percent = stockLeftPercent(sale.stock, sale.stockLeft);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-first"
      data-testid="flash-sale"
      data-phase={state.phase}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <Picture
          src={sale.image}
          size="common"
          sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 260px"
          alt=""
          className={cn('size-full object-cover', soldOut && 'grayscale')}
        />
        <span
          className={cn(
            'absolute left-2 top-2 rounded-full px-2 py-0.5 text-xs font-bold',
            upcoming ? 'bg-white text-fourth' : soldOut ? 'bg-slate-800 text-white' : 'bg-sixth text-white',
          )}
        >
          {t(upcoming ? 'marketing.upcoming' : soldOut ? 'marketing.soldOut' : 'marketing.live')}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="min-h-[2.5rem] text-sm font-semibold leading-5 text-slate-900" title={sale.title}>
          <Link
            to={productLink(sale.productCode)}
            className="line-clamp-2 outline-none after:absolute after:inset-0 hover:text-first"
          >
            {truncateByWidth(sale.title, CARD_TITLE_WIDTH)}
          </Link>
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="whitespace-nowrap text-base font-bold text-sixth sm:text-lg" data-testid="flash-sale-price">
            {upcoming ? maskMoney(sale.salePrice, currency) : formatMoney(sale.salePrice, currency)}
          </span>
          <s className="whitespace-nowrap text-xs text-slate-600">
            <span className="sr-only">{t('catalog.originalPrice')} </span>
            {formatMoney(sale.originalPrice, currency)}
          </s>
          {!upcoming && <DiscountBadge percent={discountOf(sale.salePrice, sale.originalPrice)} />}
        </p>
        <div className="mt-auto space-y-1.5">
          <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-full rounded-full bg-sixth" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-slate-700">
            {t('marketing.stockOf', { count: sale.stockLeft, total: sale.stock })}
          </p>
          {state.phase !== 'soldout' && (
            <p className="flex items-center gap-1 text-xs font-medium text-slate-800">
              <ClockIcon className="size-3.5 shrink-0 text-sixth" />
              {t(upcoming ? 'marketing.startsIn' : 'marketing.endsIn')} <CountdownText ms={state.msLeft} />
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

/** Flash sales running now or starting soon: live countdowns on the server's clock, stock left. */
export function FlashSales() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useQuery(marketingQueries.seckill(locale));
  const now = useServerClock(data?.serverTime, data?.receivedAt, (data?.list.length ?? 0) > 0);
  const sales = (data?.list ?? [])
    .map((sale) => ({ sale, state: salePhase(sale, now) }))
    .filter(
      (entry): entry is { sale: SeckillItem; state: Exclude<SalePhase, { phase: 'ended' }> } =>
        entry.state.phase !== 'ended',
    );
  if (sales.length === 0) return null;
  return (
    <section aria-labelledby="home-flash-sales" className="mx-auto w-full max-w-6xl px-4 pt-10 sm:px-6">
      <h2 id="home-flash-sales" className="flex items-center gap-2 text-xl font-semibold text-fourth sm:text-2xl">
        <BoltIcon className="size-6 text-sixth" />
        {t('marketing.flashSales')}
      </h2>
      <ul className="-mx-4 mt-5 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-5">
        {sales.map(({ sale, state }) => (
          <li key={sale.id} className="w-[62%] shrink-0 snap-start sm:w-auto">
            <FlashSaleCard sale={sale} state={state} />
          </li>
        ))}
      </ul>
    </section>
  );
}
