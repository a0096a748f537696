import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { catalogQueries } from '../../api/catalog-queries';
import { useLocale } from '../../app/use-locale';
import { ProductGrid } from '../../components/product-card';
import { useNearScreen } from '../../lib/near-screen';

/**
 * "You may also like": same city, subcategory or state first (the related call's order). Asked for
 * when the section nears the screen: at the foot of the page, its call and eight cards are not
 * part of a phone's first seconds (issue 16).
 */
export function RelatedProducts({ code }: { code: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { near, ref } = useNearScreen();
  const related = useQuery({ ...catalogQueries.related(code, locale), enabled: near });
  if (related.data?.length === 0 || related.isError) return null;
  return (
    <section ref={ref} aria-labelledby="related-title" className="mt-14" data-testid="related-products">
      <h2 id="related-title" className="text-xl font-semibold text-fourth sm:text-2xl">
        {t('product.related')}
      </h2>
      <div className="mt-5">
        <ProductGrid products={related.data?.slice(0, 8)} loading={related.isPending} skeletons={4} />
      </div>
    </section>
  );
}
