import { FLASH_SALE_STATES } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../components/ui/field';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { useUrlQuery } from '../../lib/use-url-query';
import { FlashSaleForm } from './flash-sale-form';
import { FlashSaleList } from './flash-sale-list';
import { MarketingTabs } from './marketing-tabs';
import { marketingQueries } from './marketing-queries';

/** Flash sales (issue 14): a package at a sale price in a window while its stock lasts. */
export function FlashSalesPage() {
  const [params, patch] = useUrlQuery();
  const state = params.get('state') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useQuery(marketingQueries.flashSales(state, page));
  const setParam = (key: string, value: string) => patch({ [key]: value });
  return (
    <Page title="Flash sales">
      <MarketingTabs />
      <Section title="New flash sale">
        <FlashSaleForm />
      </Section>
      <Section
        title="Flash sales"
        actions={
          <SelectField label="Show" value={state} onChange={(e) => setParam('state', e.target.value)} className="w-44">
            <option value="">All</option>
            {FLASH_SALE_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
        }
      >
        {list.isPending ? <Loading /> : null}
        {list.isError ? <LoadError error={list.error} /> : null}
        {list.data ? (
          <div className="flex flex-col gap-3">
            <FlashSaleList items={list.data.items} />
            <Pager
              page={page}
              size={list.data.size}
              total={list.data.total}
              onPage={(next) => setParam('page', String(next))}
            />
          </div>
        ) : null}
      </Section>
    </Page>
  );
}
