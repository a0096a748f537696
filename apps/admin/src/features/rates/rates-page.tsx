import { parseCurrencyCode } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../../api/settings-query';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { PointsForm } from './points-form';
import { RateTable } from './rate-table';
import { RatesImport } from './rates-import';
import { moneyQueries } from './rates-queries';

/** Exchange rates and the points rule (issue 14): the shop's money settings beside coupons. */
export function RatesPage() {
  const rates = useQuery(moneyQueries.rates());
  const points = useQuery(moneyQueries.points());
  const settings = useQuery(settingsQuery());
  const defaultFrom = parseCurrencyCode(settings.data?.defaultCurrency ?? '') ?? 'AUD';
  return (
    <Page title="Rates and points">
      <Section title="Exchange rates">
        {rates.isPending || settings.isPending ? <Loading /> : null}
        {rates.isError ? <LoadError error={rates.error} /> : null}
        {rates.data && !settings.isPending ? <RateTable rates={rates.data.items} defaultFrom={defaultFrom} /> : null}
      </Section>
      <Section title="Import rates from a CSV">
        <RatesImport />
      </Section>
      <Section title="Points rule">
        {points.isPending ? <Loading /> : null}
        {points.isError ? <LoadError error={points.error} /> : null}
        {points.data ? <PointsForm key={JSON.stringify(points.data)} saved={points.data} /> : null}
      </Section>
    </Page>
  );
}
