import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { BoltIcon } from '../../components/ui/page-icons';
import { asCurrency, formatMoney, maskMoney } from '../../lib/price';
import { salePhase } from './countdown';
import { CountdownText } from './countdown-text';
import { marketingQueries } from './marketing-queries';
import { useServerClock } from './use-server-clock';

/**
 * A flash sale of this product, if one runs or is about to: the sale price with the time left,
 * or, before it starts, a teaser with the masked price (spec §5) and the time to the start.
 */
export function FlashSaleNotice({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useQuery(marketingQueries.seckill(locale));
  const sale = data?.list.find((item) => item.productCode === productCode);
  const now = useServerClock(data?.serverTime, data?.receivedAt, !!sale);
  if (!sale) return null;
  const state = salePhase(sale, now);
  if (state.phase === 'ended') return null;
  const currency = asCurrency(sale.currency);
  return (
    <div className="rounded-xl bg-fifth p-3 text-sm ring-1 ring-second/40" data-testid="flash-sale-notice">
      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
        <BoltIcon className="size-4 text-sixth" />
        {t('marketing.flashSale')}
      </p>
      {state.phase === 'upcoming' ? (
        <p className="mt-1 text-slate-800">
          {t('marketing.teaserPrice', { price: maskMoney(sale.salePrice, currency) })} · {t('marketing.startsIn')}{' '}
          <CountdownText ms={state.msLeft} />
        </p>
      ) : state.phase === 'soldout' ? (
        <p className="mt-1 text-slate-800">{t('marketing.soldOut')}</p>
      ) : (
        <p className="mt-1 text-slate-800">
          <span className="font-bold text-sixth">{formatMoney(sale.salePrice, currency)}</span>{' '}
          <s className="text-slate-600">{formatMoney(sale.originalPrice, currency)}</s> · {t('marketing.endsIn')}{' '}
          <CountdownText ms={state.msLeft} /> · {t('marketing.stockLeft', { count: sale.stockLeft })}
        </p>
      )}
    </div>
  );
}
