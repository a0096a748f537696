import { Component, Suspense, useId, useState, type ReactNode } from 'react';
import { lazy } from '../../lib/lazy';
import { useTranslation } from '../../lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { useSellsHotels } from '../../api/hotel-offer-queries';
import { useMerchant } from '../../api/merchant-queries';
import { useAvailableCategories, useAvailableHotCities } from '../../api/reference-queries';
import { BedIcon, MapPinIcon, SearchIcon } from '../../components/ui/icons';
import { buildLink, searchLink } from '../../lib/links';

/*
 * The home's marketing and catalog sections are one lazy chunk (home-sections), fetched while the
 * hero and the categories paint: the home route's initial JavaScript stays the shell's.
 */
const sections = () => import('./home-sections');
const BannerCarousel = lazy(() => sections().then((m) => ({ default: m.BannerCarousel })));
const FlashSales = lazy(() => sections().then((m) => ({ default: m.FlashSales })));
const HotTopics = lazy(() => sections().then((m) => ({ default: m.HotTopics })));
const RecommendedProducts = lazy(() => sections().then((m) => ({ default: m.RecommendedProducts })));
const PlanBanners = lazy(() => sections().then((m) => ({ default: m.PlanBanners })));
const HotSearches = lazy(() => sections().then((m) => ({ default: m.HotSearches })));

/** A section that failed to load (chunk or data) leaves its place empty; the rest of the home stays. */
class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <SectionBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </SectionBoundary>
  );
}

/** The hero's keyword box: a plain form to the search page (suggestions live there). */
function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  return (
    <form
      role="search"
      className="flex w-full max-w-xl items-center gap-2 rounded-full border border-slate-300 bg-white p-1.5 pl-4 shadow-sm focus-within:border-first"
      onSubmit={(event) => {
        event.preventDefault();
        const word = keyword.trim();
        void navigate(word ? buildLink('/search', { query: { keyword: word } }) : searchLink());
      }}
    >
      <SearchIcon className="size-5 shrink-0 text-slate-500" />
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        maxLength={100}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t('search.placeholder')}
        className="h-10 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500"
        data-testid="home-search-input"
      />
      <button
        type="submit"
        className="inline-flex h-10 shrink-0 items-center rounded-full bg-fourth px-5 text-sm font-semibold text-white hover:opacity-90"
      >
        {t('common.search')}
      </button>
    </form>
  );
}

/** The carousel's box while its chunk loads (banner size 600 × 352): nothing moves when it arrives. */
const BANNER_PLACEHOLDER = 'aspect-[600/352] w-full animate-pulse rounded-2xl bg-white/60';

const chipClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm text-slate-800 hover:border-first hover:bg-third hover:text-fourth';

function ChipSkeleton() {
  return (
    <ul className="flex flex-wrap gap-2" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i} className="h-9 w-24 animate-pulse rounded-full bg-slate-100" />
      ))}
    </ul>
  );
}

function CategorySection() {
  const { t } = useTranslation();
  const { groups, isPending } = useAvailableCategories();
  return (
    <section
      aria-labelledby="home-categories"
      className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6"
      aria-busy={isPending}
    >
      <h2 id="home-categories" className="text-xl font-semibold text-fourth sm:text-2xl">
        {t('home.categoriesTitle')}
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {isPending ? (
          <ChipSkeleton />
        ) : (
          groups.map((group) => (
            <div
              key={group.id}
              className="rounded-2xl border border-slate-200 bg-white p-5"
              data-testid="category-group"
            >
              <h3 className="font-semibold text-slate-900">
                <Link to={searchLink({ category: group.id })} className="hover:text-first hover:underline">
                  {group.title}
                </Link>
              </h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {group.classificationCollection.map((item) => (
                  <li key={item.id}>
                    <Link to={searchLink({ category: group.id, classification: item.id })} className={chipClass}>
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </section>
  );
}

function HotCitySection() {
  const { t } = useTranslation();
  const cities = useAvailableHotCities();
  if (cities.length === 0) return null;
  return (
    <section aria-labelledby="home-hot-cities" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="home-hot-cities" className="text-xl font-semibold text-fourth sm:text-2xl">
        {t('home.hotCitiesTitle')}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-2">
        {cities.map((city, index) => (
          // Two hot cities may share a location id (spec §3), so the index keeps keys unique.
          <li key={`${city.id}-${index}`}>
            <Link to={searchLink({ location: city.id, keyword: city.title })} className={chipClass}>
              <MapPinIcon className="size-4 text-first" />
              {city.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The merchant home: welcome and search, banners, flash sales, categories, topics, recommendations, hot searches and cities. */
export function HomePage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const title = merchant?.common.title ?? '';
  const sellsHotels = useSellsHotels();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-seven via-white to-third">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1 bg-gradient-to-r from-first via-second to-first"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)]">
          <div className="flex min-w-0 flex-col items-start gap-4" data-testid="home-hero">
            <p className="rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-fourth ring-1 ring-slate-200">
              {t('home.eyebrow')}
            </p>
            <h1 className="max-w-3xl text-3xl font-bold leading-tight text-fourth sm:text-5xl">
              {t('home.welcome', { title })}
            </h1>
            <p className="max-w-2xl text-base text-slate-700 sm:text-lg">{t('home.subtitle')}</p>
            <HeroSearch />
            {sellsHotels && (
              <Link
                to={buildLink('/hotel')}
                className="inline-flex h-11 items-center gap-2 rounded-full bg-first px-6 font-semibold text-white shadow-sm hover:opacity-90"
                data-testid="home-hotels"
              >
                <BedIcon className="size-5" />
                {t('home.hotelsCta')}
              </Link>
            )}
          </div>
          <div className="min-w-0">
            <Deferred fallback={<div className={BANNER_PLACEHOLDER} aria-hidden="true" />}>
              <BannerCarousel />
            </Deferred>
          </div>
        </div>
      </section>
      <Deferred>
        <FlashSales />
      </Deferred>
      <CategorySection />
      <Deferred>
        <HotTopics />
        <RecommendedProducts />
        <PlanBanners />
        <HotSearches />
      </Deferred>
      <HotCitySection />
    </>
  );
}
