import type { ProductCard as ProductCardData } from '@storefront/contracts';
import { memo } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from 'react-router';
import { Picture } from './ui/picture';
import { productLink } from '../lib/links';
import { discountOf } from '../lib/price';
import { truncateByWidth } from '../lib/truncate';
import { DiscountBadge, PriceTag } from './price-tag';
import { MapPinIcon } from './ui/icons';
import { HydrateLater } from '../lib/hydrate-later';
import { numberFormat } from '../lib/intl-format';

/** Title width on a card in width units (CJK 2): about two lines at the card's width. */
export const CARD_TITLE_WIDTH = 60;
const NEW_FOR_MS = 30 * 86_400_000;

type Props = {
  product: ProductCardData;
  /** Where the card leads; the product page unless a page says otherwise (the regional pages). */
  href?: string;
  /** Set for the first cards on screen, so the browser fetches them first. */
  eager?: boolean;
  /** The page's LCP image (the first card of a results page): preloaded with high priority. */
  priority?: boolean;
  headingLevel?: 2 | 3;
};

/**
 * A product as lists show it: fixed 4:3 cover (no layout shift), place, title, tags, "from" price.
 * Memoised: a results page re-rendered for its filters' data, which arrives after hydration, left
 * its twenty cards as they were but rendered them all again (issue 16, a phone's first seconds).
 * A card's texts follow the language through its own hook; a new currency is new data.
 */
export const ProductCard = memo(function ProductCard({ product, href, eager, priority, headingLevel = 3 }: Props) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discount = discountOf(product.price, product.originalPrice);
  const isNew = Date.now() - Date.parse(product.createdAt) < NEW_FOR_MS;
  const title = truncateByWidth(product.title, CARD_TITLE_WIDTH);
  const place = [product.city.title, product.country.title].filter(Boolean).join(' · ');
  const booked = numberFormat(i18n.language, { notation: 'compact' }).format(product.salesCount);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-first"
      data-testid="product-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <Picture
          src={product.image}
          size="common"
          sizes="(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw"
          alt=""
          eager={eager}
          priority={priority}
          className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute left-2 top-2 flex gap-1.5">
          <DiscountBadge percent={discount} />
          {isNew && (
            <span className="rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-fourth">
              {t('catalog.new')}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p className="flex min-w-0 items-center gap-1 text-xs text-slate-600">
          <MapPinIcon className="size-3.5 shrink-0 text-first" />
          <span className="truncate">{place}</span>
        </p>
        <Heading className="min-h-[2.5rem] text-sm font-semibold leading-5 text-slate-900" title={product.title}>
          <Link
            to={href ?? productLink(product.code)}
            className="line-clamp-2 outline-none after:absolute after:inset-0 hover:text-first"
          >
            {title}
          </Link>
        </Heading>
        {product.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={t('catalog.tags')}>
            {product.tags.slice(0, 2).map((tag) => (
              <li key={tag.id} className="rounded bg-third px-1.5 py-0.5 text-[11px] leading-4 text-fourth">
                {tag.title}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-2 gap-y-0.5 pt-1">
          <PriceTag price={product.price} originalPrice={product.originalPrice} currency={product.currency} from />
          {product.salesCount > 0 && (
            <span className="whitespace-nowrap pb-1 text-xs text-slate-600">
              {t('catalog.booked', { number: booked })}
            </span>
          )}
        </div>
      </div>
    </article>
  );
});

/** Placeholder cards of the same size while a page loads. */
export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white" aria-hidden="true">
      <div className="aspect-[4/3] animate-pulse bg-slate-100" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-100" />
        <div className="h-6 w-1/3 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}

/** Cards loaded and hydrated with the page: the first rows on a phone (2 columns) and a desktop (4). */
const EAGER_CARDS = 4;

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

type GridProps = {
  products: readonly ProductCardData[] | undefined;
  loading: boolean;
  skeletons?: number;
  columns?: string;
  hrefOf?: (product: ProductCardData) => string;
  label?: string;
  headingLevel?: 2 | 3;
  /** The grid is the page's main content: its first card's image is the LCP image. */
  priorityFirst?: boolean;
};

/** Cards in a responsive grid (2 columns on phones, up to 4), or skeletons while loading. */
export function ProductGrid({
  products,
  loading,
  skeletons = 8,
  columns = GRID,
  hrefOf,
  label,
  headingLevel,
  priorityFirst = false,
}: GridProps) {
  if (loading && !products) {
    return (
      <div className={columns} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={columns} aria-label={label} aria-busy={loading}>
      {(products ?? []).map((product, index) => {
        const card = (
          <ProductCard
            product={product}
            href={hrefOf?.(product)}
            eager={index < EAGER_CARDS}
            priority={priorityFirst && index === 0}
            headingLevel={headingLevel}
          />
        );
        // The first row or two hydrate with the page; the rest in the tasks after (a phone's first seconds).
        return <li key={product.code}>{index < EAGER_CARDS ? card : <HydrateLater>{card}</HydrateLater>}</li>;
      })}
    </ul>
  );
}
