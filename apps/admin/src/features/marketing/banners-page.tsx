import { SITE_LANGUAGES } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/ui/field';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { BannerForm } from './banner-form';
import { BannerList } from './banner-list';
import { MarketingTabs } from './marketing-tabs';
import { marketingQueries } from './marketing-queries';

/** Banners and plan banners (issue 14): what the storefront home shows, per language, in order, on a schedule. */
export function BannersPage() {
  const [params, setParams] = useSearchParams();
  const language = params.get('language') ?? '';
  const list = useQuery(marketingQueries.banners());
  const shown = (list.data?.items ?? []).filter((b) => !language || b.language === language);
  const home = shown.filter((b) => b.placement === 'home');
  const plan = shown.filter((b) => b.placement === 'plan');
  return (
    <Page title="Banners">
      <MarketingTabs />
      <Section title="New banner">
        <BannerForm />
      </Section>
      <SelectField
        label="Show banners in"
        value={language}
        onChange={(e) => setParams(e.target.value ? { language: e.target.value } : {}, { replace: true })}
        className="max-w-xs"
      >
        <option value="">Every language</option>
        {SITE_LANGUAGES.map((l) => (
          <option key={l}>{l}</option>
        ))}
      </SelectField>
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadError error={list.error} /> : null}
      {list.data ? (
        <>
          <Section title="Home carousel">
            <BannerList items={home} />
          </Section>
          <Section title="Plan banners">
            <BannerList items={plan} />
          </Section>
        </>
      ) : null}
    </Page>
  );
}
