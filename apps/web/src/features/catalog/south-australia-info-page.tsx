import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { catalogQueries, useProductList } from '../../api/catalog-queries';
import { useMerchant } from '../../api/merchant-queries';
import { useLocale } from '../../app/use-locale';
import { PriceTag } from '../../components/price-tag';
import { ProductGrid } from '../../components/product-card';
import { MapPinIcon } from '../../components/ui/icons';
import { Picture } from '../../components/ui/picture';
import { buildLink, productLink } from '../../lib/links';
import { ProductTexts } from './product-texts';
import { SOUTH_AUSTRALIA } from './south-australia-page';
import { useDocumentTitle, useNotFoundRedirect } from './use-page-helpers';

/** Other things to do in South Australia, without this one. */
function MoreInSouthAustralia({ code }: { code: string }) {
  const { t } = useTranslation();
  const list = useProductList({ stateId: SOUTH_AUSTRALIA, pageSize: 5, sort: 'sales' });
  const others = list.data?.list.filter((product) => product.code !== code).slice(0, 4);
  if (others?.length === 0) return null;
  return (
    <section aria-labelledby="more-sa" className="mt-14">
      <h2 id="more-sa" className="text-xl font-semibold text-fourth sm:text-2xl">
        {t('southAustralia.more')}
      </h2>
      <div className="mt-5">
        <ProductGrid
          products={others}
          loading={list.isPending}
          skeletons={4}
          hrefOf={(product) => buildLink(`/south-australia-info/${encodeURIComponent(product.code)}`)}
        />
      </div>
    </section>
  );
}

/**
 * A South Australia guide page (spec §2 `south-australia-info/{number}`): one of the region's
 * experiences, by its product code, told as a guide with a way to book it. A code that is not a
 * South Australian product of this shop is the not-found page.
 */
export default function SouthAustraliaInfoPage() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  const locale = useLocale();
  const merchant = useMerchant();
  const detail = useQuery(catalogQueries.detail(number, locale));
  const product = detail.data;
  const elsewhere = !!product && product.state.id !== SOUTH_AUSTRALIA;
  useNotFoundRedirect(detail.error, elsewhere);
  useDocumentTitle(product?.title, merchant?.common.title);

  if (!product || elsewhere) {
    if (detail.isError || elsewhere) return null;
    return (
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6" aria-busy="true">
        <div className="aspect-[75/28] animate-pulse rounded-2xl bg-slate-100" />
        <div className="mt-6 h-8 w-2/3 animate-pulse rounded bg-slate-100" />
      </div>
    );
  }

  const cover = product.images[1] ?? product.image;
  return (
    <article className="mx-auto max-w-6xl px-4 pb-16 pt-4 sm:px-6" data-testid="south-australia-info">
      <nav aria-label={t('catalog.breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={buildLink('/south-australia')} className="hover:text-first hover:underline">
              {t('routes.southAustralia')}
            </Link>
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <span aria-current="page">{product.city.title}</span>
          </li>
        </ol>
      </nav>
      <div className="relative mt-3 aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100 sm:aspect-[75/28]">
        <Picture
          src={cover}
          size="detail"
          sizes="(min-width: 1152px) 1104px, calc(100vw - 2rem)"
          alt=""
          priority
          className="size-full object-cover object-[50%_70%]"
        />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px] lg:gap-10">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-1 text-sm text-slate-700">
            <MapPinIcon className="size-4 text-first" />
            {[product.city.title, product.state.title].filter(Boolean).join(' · ')}
          </p>
          <h1 className="mt-2 text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">{product.title}</h1>
          {product.subtitle && <p className="mt-2 text-lg text-slate-700">{product.subtitle}</p>}
          <div className="mt-6">
            <ProductTexts product={product} />
          </div>
        </div>
        <aside
          aria-label={t('southAustralia.bookThis')}
          className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-[76px]"
        >
          <PriceTag
            price={product.price}
            originalPrice={product.originalPrice}
            currency={product.currency}
            from
            badge
            size="lg"
          />
          <p className="mt-2 text-sm text-slate-700">{t('southAustralia.bookHint')}</p>
          <Link
            to={productLink(product.code)}
            className="mt-4 inline-flex h-12 w-full items-center justify-center rounded-full bg-first px-5 text-sm font-semibold text-white hover:opacity-90"
          >
            {t('southAustralia.seeDates')}
          </Link>
        </aside>
      </div>
      <MoreInSouthAustralia code={product.code} />
    </article>
  );
}
