import { SITE_LANGUAGES, type AdminProduct, type SiteLanguage } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { productQueries, shopConfigQuery } from '../../api/catalog-queries';
import { buttonClass } from '../../components/ui/button';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { T } from './catalog-text';
import { PackagesSection } from './packages-section';
import { PhotosSection } from './photos-section';
import { ProductForm } from './product-form';
import { productTitle } from './products-page';

/** The shop's languages, its default first (the storefront's order). */
function shopLanguages(config: { language: string; languages: string[] }): SiteLanguage[] {
  const offered = SITE_LANGUAGES.filter((language) => config.languages.includes(language));
  return [...offered].sort((a, b) => Number(b === config.language) - Number(a === config.language));
}

/** `/products/new` and `/products/:pcode`: the texts, details, status, photos and packages of one product. */
export function ProductEditorPage() {
  const { pcode = 'new' } = useParams();
  const isNew = pcode === 'new';
  const config = useQuery(shopConfigQuery());
  const product = useQuery({ ...productQueries.detail(pcode), enabled: !isNew });
  const languages = config.data ? shopLanguages(config.data) : [];
  const title = isNew ? T.newProduct : product.data ? productTitle(product.data) : T.products;

  return (
    <Page
      title={title}
      actions={
        <Link to="/products" className={buttonClass('secondary')}>
          All products
        </Link>
      }
    >
      {config.isPending || (!isNew && product.isPending) ? <Loading /> : null}
      {config.isError ? <LoadError error={config.error} /> : null}
      {product.isError ? <LoadError error={product.error} /> : null}
      {config.data && (isNew || product.data) ? (
        <ProductForm
          key={product.data ? `${product.data.code}:${JSON.stringify(product.data.texts)}` : 'new'}
          product={product.data ?? null}
          languages={languages}
          countries={config.data.locations}
        />
      ) : null}
      {product.data ? <ProductExtras product={product.data} languages={languages} /> : null}
    </Page>
  );
}

function ProductExtras({ product, languages }: { product: AdminProduct; languages: SiteLanguage[] }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Section title={T.photos}>
        <PhotosSection pcode={product.code} photos={product.photos} languages={languages} />
      </Section>
      <Section title={T.packages}>
        <PackagesSection pcode={product.code} currency={product.currency} languages={languages} />
      </Section>
    </div>
  );
}
