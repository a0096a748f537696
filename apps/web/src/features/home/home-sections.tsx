import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useProductList } from '../../api/catalog-queries';
import { useAvailableHotTopics } from '../../api/reference-queries';
import { useLocale } from '../../app/use-locale';
import { ProductGrid } from '../../components/product-card';
import { ChevronRightIcon, FlameIcon } from '../../components/ui/icons';
import { buildLink } from '../../lib/links';
import { searchQueries } from '../search';
import { useNearScreen } from '../../lib/near-screen';

/*
 * The home's marketing and catalog sections: one lazy chunk, loaded while the entry chunk's hero
 * and categories paint, so the home route's initial JavaScript does not grow with them.
 */
export { BannerCarousel, FlashSales, PlanBanners } from '../marketing';

const chip =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3.5 py-1.5 text-sm text-slate-800 hover:border-first hover:bg-third hover:text-fourth';

/** Hot topics the merchant shows in this language (spec §4), each a themed search. */
export function HotTopics() {
  const { t } = useTranslation();
  const { hotTopics, ready } = useAvailableHotTopics();
  if (ready && hotTopics.length === 0) return null;
  return (
    <section aria-labelledby="home-topics" className="mx-auto w-full max-w-6xl px-4 pt-10 sm:px-6">
      <h2 id="home-topics" className="text-xl font-semibold text-fourth sm:text-2xl">
        {t('home.topicsTitle')}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-2" aria-busy={!ready}>
        {hotTopics.map((topic) => (
          <li key={topic.id}>
            <Link to={buildLink('/search', { query: { hotTopic: topic.id } })} className={chip}>
              #{topic.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const RECOMMENDED = { sort: 'recommended', pageSize: 8, pageIndex: 1 } as const;

/**
 * The merchant's recommendations: the listing's first page in recommended order, asked for when
 * the section nears the screen (below the fold on a phone: its call and eight cards are not part
 * of the first seconds; issue 16).
 */
export function RecommendedProducts() {
  const { t } = useTranslation();
  const { near, ref } = useNearScreen();
  const list = useProductList(RECOMMENDED, near);
  if (list.data?.list.length === 0) return null;
  return (
    <section ref={ref} aria-labelledby="home-recommended" className="mx-auto w-full max-w-6xl px-4 pt-12 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <h2 id="home-recommended" className="text-xl font-semibold text-fourth sm:text-2xl">
          {t('home.recommendedTitle')}
        </h2>
        <Link
          to={buildLink('/search')}
          className="inline-flex shrink-0 items-center gap-0.5 text-sm font-medium text-first hover:underline"
        >
          {t('home.seeAll')}
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
      <div className="mt-5">
        <ProductGrid products={list.data?.list} loading={list.isPending} label={t('home.recommendedTitle')} />
      </div>
    </section>
  );
}

/** What other visitors search for (spec §7 hot search), each a search. */
export function HotSearches() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hot = useQuery(searchQueries.hot(locale));
  if (!hot.data || hot.data.length === 0) return null;
  return (
    <section aria-labelledby="home-hot-searches" className="mx-auto w-full max-w-6xl px-4 pt-12 sm:px-6">
      <h2 id="home-hot-searches" className="text-xl font-semibold text-fourth sm:text-2xl">
        {t('home.hotSearchesTitle')}
      </h2>
      <ol className="mt-5 flex flex-wrap gap-2">
        {hot.data.map((word, index) => (
          <li key={word}>
            <Link to={buildLink('/search', { query: { keyword: word } })} className={chip}>
              {index < 3 && <FlameIcon className="size-4 text-sixth" />}
              {word}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
