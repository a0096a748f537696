import { useTranslation } from '../../lib/use-translation';
import { ListingHero } from './listing-hero';
import { ProductListing } from './product-listing';

const BASE = { typeVariant: 'cruise' } as const;

/** Cruise listing (spec §2 `cruise-ship`): the listing call's fixed `cruise` type variant. */
export default function CruiseShipPage() {
  const { t } = useTranslation();
  return (
    <>
      <ListingHero
        title={t('routes.cruiseShip')}
        eyebrow={t('cruise.eyebrow')}
        intro={[t('cruise.intro')]}
        facts={[
          { title: t('cruise.factPortsTitle'), body: t('cruise.factPorts') },
          { title: t('cruise.factLengthTitle'), body: t('cruise.factLength') },
          { title: t('cruise.factIncludedTitle'), body: t('cruise.factIncluded') },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ProductListing base={BASE} title={t('cruise.listTitle')} />
      </div>
    </>
  );
}
