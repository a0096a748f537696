import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMerchant } from '../../api/merchant-queries';
import { useAvailableCategories, useAvailableHotCities } from '../../api/reference-queries';
import { MapPinIcon, SearchIcon } from '../../components/ui/icons';
import { searchLink } from '../../lib/links';

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
    <section aria-labelledby="home-hot-cities" className="mx-auto w-full max-w-6xl px-4 pb-12 sm:px-6">
      <h2 id="home-hot-cities" className="text-xl font-semibold text-fourth sm:text-2xl">
        {t('home.hotCitiesTitle')}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-2">
        {cities.map((city, index) => (
          // Two hot cities may share a location id (spec §3), so the index keeps keys unique.
          <li key={`${city.id}-${index}`}>
            <Link to={searchLink({ location: city.id, keywords: city.title })} className={chipClass}>
              <MapPinIcon className="size-4 text-first" />
              {city.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The merchant home: its welcome, its categories and hot cities — only real merchant data. */
export function HomePage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const title = merchant?.common.title ?? '';
  return (
    <>
      <section
        className="relative overflow-hidden bg-gradient-to-br from-seven via-white to-third"
        data-testid="home-hero"
      >
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1 bg-gradient-to-r from-first via-second to-first"
        />
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 sm:px-6 sm:py-16">
          <p className="rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-fourth ring-1 ring-slate-200">
            {t('home.eyebrow')}
          </p>
          <h1 className="max-w-3xl text-3xl font-bold leading-tight text-fourth sm:text-5xl">
            {t('home.welcome', { title })}
          </h1>
          <p className="max-w-2xl text-base text-slate-700 sm:text-lg">{t('home.subtitle')}</p>
          <Link
            to={searchLink()}
            className="mt-2 inline-flex h-12 items-center gap-2 rounded-full bg-first px-6 font-semibold text-white shadow-sm hover:opacity-90"
          >
            <SearchIcon />
            {t('home.searchCta')}
          </Link>
        </div>
      </section>
      <CategorySection />
      <HotCitySection />
    </>
  );
}
