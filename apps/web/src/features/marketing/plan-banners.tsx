import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { Picture } from '../../components/ui/picture';
import { BannerLink } from './banner-link';
import { marketingQueries } from './marketing-queries';

/** Plan banners: themed trip ideas, each opening a search or a page. */
export function PlanBanners() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: banners = [] } = useQuery(marketingQueries.planBanners(locale));
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="home-plans" className="mx-auto w-full max-w-6xl px-4 pt-12 sm:px-6">
      <h2 id="home-plans" className="text-xl font-semibold text-fourth sm:text-2xl">
        {t('marketing.plans')}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerLink
              link={banner.link}
              className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
            >
              <div className="aspect-[600/352] overflow-hidden bg-slate-100">
                <Picture
                  src={banner.image}
                  size="banner"
                  sizes="(min-width: 640px) 33vw, 100vw"
                  alt=""
                  className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
                />
              </div>
              <div className="p-4">
                <p className="font-semibold text-slate-900 group-hover:text-first">{banner.title}</p>
                {banner.subtitle && <p className="mt-1 text-sm text-slate-700">{banner.subtitle}</p>}
              </div>
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
