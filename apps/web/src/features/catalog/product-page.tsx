import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { catalogQueries } from '../../api/catalog-queries';
import { useMerchant } from '../../api/merchant-queries';
import { useAvailableCategories } from '../../api/reference-queries';
import { useLocale } from '../../app/use-locale';
import { MapPinIcon } from '../../components/ui/icons';
import { buildLink, homeLink } from '../../lib/links';
import { recordBrowse } from '../search';
import { BookingPanel } from './booking-panel';
import { FavouriteButton } from './favourite-button';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductTexts } from './product-texts';
import { RelatedProducts } from './related-products';
import { useDocumentTitle, useNotFoundRedirect } from './use-page-helpers';
import { numberFormat } from '../../lib/intl-format';

function ProductSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6" aria-busy="true" data-testid="product-loading">
      <div className="h-4 w-48 animate-pulse rounded bg-slate-100" />
      <div className="mt-4 h-8 w-3/4 animate-pulse rounded bg-slate-100" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="aspect-[75/56] animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-96 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}

/** Trip product detail (spec §2 `product/{code}`): photos, texts, booking, related products. */
export default function ProductPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const locale = useLocale();
  const merchant = useMerchant();
  const detail = useQuery(catalogQueries.detail(code, locale));
  const { groups } = useAvailableCategories();
  const product = detail.data;
  useNotFoundRedirect(detail.error);
  useDocumentTitle(product?.title, merchant?.common.title);

  useEffect(() => {
    if (product) recordBrowse(product.code, product.title);
  }, [product]);

  if (!product) {
    if (detail.isError) return null;
    return <ProductSkeleton />;
  }

  const group = groups.find((g) => g.id === product.categoryId);
  const place = [product.city.title, product.state.title, product.country.title].filter(Boolean).join(' · ');

  return (
    <article className="mx-auto max-w-6xl px-4 pb-16 pt-4 sm:px-6" data-testid="product-page" data-code={product.code}>
      <nav aria-label={t('catalog.breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={homeLink()} className="hover:text-first hover:underline">
              {t('routes.home')}
            </Link>
          </li>
          {group && (
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true">/</span>
              <Link
                to={buildLink('/search', { query: { category: group.id } })}
                className="hover:text-first hover:underline"
              >
                {group.title}
              </Link>
            </li>
          )}
          {product.city.title && (
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true">/</span>
              <Link
                to={buildLink('/search', { query: { location: product.city.id } })}
                className="hover:text-first hover:underline"
              >
                {product.city.title}
              </Link>
            </li>
          )}
        </ol>
      </nav>

      <header className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">{product.title}</h1>
          {product.subtitle && <p className="mt-2 text-base text-slate-700">{product.subtitle}</p>}
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="size-4 text-first" />
              {place}
            </span>
            {product.salesCount > 0 && (
              <span>
                {t('catalog.booked', {
                  number: numberFormat(locale.language, { notation: 'compact' }).format(product.salesCount),
                })}
              </span>
            )}
          </div>
          <ProductFacts product={product} />
          {product.tags.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('catalog.tags')}>
              {product.tags.map((tag) => (
                <li key={tag.id} className="rounded bg-third px-2 py-0.5 text-xs text-fourth">
                  {tag.title}
                </li>
              ))}
            </ul>
          )}
        </div>
        <FavouriteButton code={product.code} />
      </header>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-10">
        <div className="min-w-0">
          <ProductGallery images={product.images.length > 0 ? product.images : [product.image]} title={product.title} />
        </div>
        <aside aria-label={t('product.booking')} className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <BookingPanel product={product} />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ProductTexts product={product} />
        </div>
      </div>

      <RelatedProducts code={product.code} />
    </article>
  );
}
