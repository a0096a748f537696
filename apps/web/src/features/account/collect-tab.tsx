import { FAVOURITE_TYPES, parseCurrencyCode, type Favourite } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { failureText } from '../../api/failure-text';
import { notify } from '../../app/notify';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { Pagination } from '../../components/pagination';
import { EmptyState, TabState } from '../../components/tab-state';
import { primaryButton } from '../../components/ui/button-class';
import { HeartIcon } from '../../components/ui/member-icons';
import { Picture } from '../../components/ui/picture';
import { homeLink, hotelLink, productLink } from '../../lib/links';
import { pageCountOf } from '../../lib/page-window';
import { formatMoney } from '../../lib/price';
import { FAVOURITE_PAGE_SIZE, favouriteQueries, useToggleFavourite } from './account-queries';
import { TabHeading, usePageParam } from './tab-parts';

function FavouriteItem({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation();
  const toggle = useToggleFavourite();
  const { product, hotel } = favourite;
  const isHotel = favourite.type === FAVOURITE_TYPES.hotel;
  const href = isHotel ? hotelLink(favourite.productId) : productLink(favourite.productId);
  const title =
    product?.title ??
    hotel?.name ??
    t(isHotel ? 'favourite.hotel' : 'favourite.unavailable', { id: favourite.productId });
  // One view of either card: a trip product's or a hotel's photo, place, line under the title and from-price.
  const card = product
    ? { image: product.image, place: product.city.title, subtitle: product.subtitle, price: product.price }
    : hotel
      ? {
          image: hotel.image,
          place: hotel.city.title,
          subtitle: t('hotels.stars', { count: hotel.stars }),
          price: hotel.price,
        }
      : null;
  const currency = parseCurrencyCode(product?.currency ?? hotel?.currency);

  const remove = () =>
    toggle.mutate(
      { productId: favourite.productId, type: favourite.type },
      {
        onSuccess: () => void notify('success', t('favourite.removed'), { subject: 'favourite' }),
        onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'favourite' }),
      },
    );

  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 p-3 sm:p-4" data-testid="favourite">
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {card?.image ? (
          <Picture
            src={card.image}
            size="common"
            sizes="(min-width: 640px) 8rem, 6rem"
            alt=""
            className="h-[4.5rem] w-24 rounded-lg object-cover sm:h-24 sm:w-32"
          />
        ) : (
          <div className="flex h-[4.5rem] w-24 items-center justify-center rounded-lg bg-seven text-slate-400 sm:h-24 sm:w-32">
            <HeartIcon className="size-6" />
          </div>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <Link to={href} className="line-clamp-2 font-semibold text-slate-900 hover:text-first">
          {title}
        </Link>
        {card?.subtitle && <p className="mt-0.5 line-clamp-1 text-sm text-slate-600">{card.subtitle}</p>}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <p className="text-sm text-slate-700">
            {card && (
              <>
                {card.place && <span className="mr-3 text-slate-500">{card.place}</span>}
                {currency && card.price !== null && (
                  <span className="font-semibold text-sixth">
                    {t('favourite.fromPrice', { price: formatMoney(card.price, currency) })}
                  </span>
                )}
              </>
            )}
          </p>
          <button
            type="button"
            onClick={remove}
            disabled={toggle.isPending}
            aria-label={t('favourite.removeNamed', { title })}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-seven disabled:opacity-60"
          >
            <HeartIcon className="size-4 fill-sixth text-sixth" />
            {t('favourite.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The account area's favourites: trip products and hotels the member saved, newest first, each removable. */
export default function CollectTab() {
  const { t } = useTranslation();
  const loggedIn = useUserStore(selectLoggedIn);
  const [pageIndex, setPage, hrefOf] = usePageParam();
  const page = useQuery({ ...favouriteQueries.page(pageIndex), enabled: loggedIn });
  const data = page.data;
  const lastPage = data ? pageCountOf(data.total, FAVOURITE_PAGE_SIZE) : 1;
  useEffect(() => {
    if (data && pageIndex > lastPage) setPage(lastPage, true);
  }, [data, pageIndex, lastPage, setPage]);
  // The list's total is the freshest favourites count (a favourite may come from another tab or device).
  const total = data?.total;
  useEffect(() => {
    if (total !== undefined) useUserStore.getState().setProfile({ favoritesCount: total });
  }, [total]);

  return (
    <section aria-labelledby="account-tab-title" data-testid="collect-tab">
      <TabHeading>{t('account.tabs.collect')}</TabHeading>
      <div className="mt-5">
        {!data ? (
          <TabState query={page} />
        ) : data.total === 0 ? (
          <EmptyState
            title={t('favourite.emptyTitle')}
            body={t('favourite.emptyBody')}
            action={
              <Link to={homeLink()} className={primaryButton}>
                {t('favourite.browse')}
              </Link>
            }
          />
        ) : (
          <>
            <ul className="space-y-3" aria-busy={page.isPlaceholderData}>
              {data.list.map((favourite) => (
                <FavouriteItem key={`${favourite.type}:${favourite.productId}`} favourite={favourite} />
              ))}
            </ul>
            <Pagination page={pageIndex} pageCount={lastPage} hrefOf={hrefOf} />
          </>
        )}
      </div>
    </section>
  );
}
