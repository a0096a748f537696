import { DEFAULT_MERCHANT_NUMBER } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useAppStore } from '../../app/app-store';
import { homeLink } from '../../lib/links';

/**
 * /error: the not-found page, with a way back to the last merchant's home (or the default shop).
 * `?store=` names a merchant number that does not exist (the guard's step 4).
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const unknownStore = params.get('store');
  const merchantNumber = useAppStore((s) => s.merchantNumber);
  const home = merchantNumber ? homeLink() : `/${DEFAULT_MERCHANT_NUMBER}`;
  return (
    <section
      className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center"
      data-testid="not-found"
    >
      <p className="text-6xl font-bold text-first" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">
        {unknownStore ? t('error.merchantNotFound') : t('error.pageNotFound')}
      </h1>
      <p className="mt-2 break-words text-slate-700">
        {unknownStore ? t('error.merchantNotFoundBody', { number: unknownStore }) : t('error.pageNotFoundBody')}
      </p>
      <Link
        to={home}
        reloadDocument={!merchantNumber}
        className="mt-8 inline-flex h-11 items-center rounded-full bg-first px-6 text-sm font-semibold text-white hover:opacity-90"
      >
        {merchantNumber || !unknownStore ? t('error.backHome') : t('error.toStorefront')}
      </Link>
    </section>
  );
}
