import { useTranslation } from '../../lib/use-translation';
import { buildLink } from '../../lib/links';
import { ListingHero } from './listing-hero';
import { ProductListing } from './product-listing';

/** The state id of South Australia in the location tree. */
export const SOUTH_AUSTRALIA = 'au-sa';
const BASE = { stateId: SOUTH_AUSTRALIA } as const;

/** The South Australia regional page: an introduction and what there is to do there. */
export default function SouthAustraliaPage() {
  const { t } = useTranslation();
  return (
    <>
      <ListingHero
        title={t('routes.southAustralia')}
        eyebrow={t('southAustralia.eyebrow')}
        intro={[t('southAustralia.intro1'), t('southAustralia.intro2')]}
        facts={[
          { title: t('southAustralia.factWhenTitle'), body: t('southAustralia.factWhen') },
          { title: t('southAustralia.factGettingTitle'), body: t('southAustralia.factGetting') },
          { title: t('southAustralia.factMissTitle'), body: t('southAustralia.factMiss') },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ProductListing
          base={BASE}
          title={t('southAustralia.listTitle')}
          hrefOf={(product) => buildLink(`/south-australia-info/${encodeURIComponent(product.code)}`)}
        />
      </div>
    </>
  );
}
