import { parseCurrencyCode } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../../api/settings-query';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { CouponForm } from './coupon-form';
import { CouponList } from './coupon-list';
import { couponQueries } from './coupon-queries';
import { CouponReportTable } from './coupon-report';

/** Coupons (issue 14): create templates, issue them or publish a code, and see what they gave away. */
export function CouponsPage() {
  const list = useQuery(couponQueries.list());
  const report = useQuery(couponQueries.report());
  const settings = useQuery(settingsQuery());
  const currency = parseCurrencyCode(settings.data?.defaultCurrency ?? '') ?? 'AUD';
  return (
    <Page title="Coupons">
      <Section title="New coupon">
        {settings.isPending ? <Loading /> : <CouponForm key={currency} currency={currency} />}
      </Section>
      <Section title="Coupons">
        {list.isPending ? <Loading /> : null}
        {list.isError ? <LoadError error={list.error} /> : null}
        {list.data ? <CouponList items={list.data.items} /> : null}
      </Section>
      <Section title="Redemption report">
        {report.isPending ? <Loading /> : null}
        {report.isError ? <LoadError error={report.error} /> : null}
        {report.data ? <CouponReportTable report={report.data} /> : null}
      </Section>
    </Page>
  );
}
