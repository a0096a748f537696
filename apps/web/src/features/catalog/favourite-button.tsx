import { useTranslation } from '../../lib/use-translation';
import { FavouriteToggle } from '../../components/ui/favourite-toggle';
import { favouriteCodesQuery, useToggleFavourite } from './favourite-queries';

/** A product's favourite toggle (PUT /account/favorites/{code}/1). */
export function FavouriteButton({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <FavouriteToggle
      id={code}
      savedQuery={favouriteCodesQuery()}
      toggle={useToggleFavourite()}
      texts={{
        label: t('product.favourite'),
        added: t('product.favouriteAdded'),
        removed: t('product.favouriteRemoved'),
      }}
      testId="favourite-button"
    />
  );
}
