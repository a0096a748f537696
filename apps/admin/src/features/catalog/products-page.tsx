import { PRODUCT_EDIT_STATUSES, type AdminProduct } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { productQueries } from '../../api/catalog-queries';
import { Button, buttonClass } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { LoadError, Loading, Page } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { useUrlQuery } from '../../lib/use-url-query';
import { LANGUAGE_NAMES, STATUS_NAMES, T } from './catalog-text';
import { StatusBadge } from './status-badge';

const PAGE_SIZE = 20;

/** The list's query as the URL holds it (STYLE rule 11), as the API's query string. */
export function productSearch(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of ['q', 'status', 'page'] as const) {
    const value = params.get(key)?.trim();
    if (value) query.set(key, value);
  }
  query.set('size', String(PAGE_SIZE));
  return `?${query.toString()}`;
}

/** The title a list shows: the first language that has one. */
export const productTitle = (product: AdminProduct) =>
  Object.values(product.texts).find((texts) => texts?.title)?.title ?? product.code;

export function ProductsPage() {
  const [params, setParam] = useUrlQuery();
  const list = useQuery(productQueries.list(productSearch(params)));

  return (
    <Page
      title={T.products}
      actions={
        <>
          <Link to="/products/import" className={buttonClass()}>
            Import or export CSV
          </Link>
          <Link to="/products/new" className={buttonClass('primary')}>
            {T.newProduct}
          </Link>
        </>
      }
    >
      <ProductFilters
        q={params.get('q') ?? ''}
        status={params.get('status') ?? ''}
        onSearch={(q) => setParam({ q })}
        onStatus={(status, q) => setParam({ status, q })}
      />
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadError error={list.error} /> : null}
      {list.data ? (
        list.data.items.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-700">{T.noProducts}</p>
        ) : (
          <>
            <ProductTable rows={list.data.items} />
            <Pager
              page={list.data.page}
              size={list.data.size}
              total={list.data.total}
              onPage={(page) => setParam({ page: String(page) })}
            />
          </>
        )
      ) : null}
    </Page>
  );
}

function ProductFilters(props: {
  q: string;
  status: string;
  onSearch: (q: string) => void;
  onStatus: (status: string, q: string) => void;
}) {
  const [q, setQ] = useState(props.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(q.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        label={T.searchProducts}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        className="min-w-48 flex-1"
      />
      <SelectField
        label={T.status}
        value={props.status}
        onChange={(e) => props.onStatus(e.target.value, q.trim())}
        className="min-w-40"
      >
        <option value="">{T.anyStatus}</option>
        {PRODUCT_EDIT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_NAMES[status]}
          </option>
        ))}
      </SelectField>
      <Button type="submit">Search</Button>
    </form>
  );
}

function ProductTable({ rows }: { rows: AdminProduct[] }) {
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="p-2">
              Product
            </th>
            <th scope="col" className="p-2">
              {T.status}
            </th>
            <th scope="col" className="hidden p-2 md:table-cell">
              {T.missingTranslation}
            </th>
            <th scope="col" className="hidden p-2 sm:table-cell">
              {T.packages}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((product) => (
            <tr key={product.code} className="border-t border-slate-200">
              <td className="p-2">
                <Link to={`/products/${product.code}`} className="font-medium text-brand underline">
                  {productTitle(product)}
                </Link>
                <span className="block text-xs text-slate-600">{product.code}</span>
              </td>
              <td className="p-2">
                <StatusBadge status={product.status} />
              </td>
              <td className="hidden p-2 md:table-cell">
                {product.missingTranslations.map((m) => LANGUAGE_NAMES[m.language]).join(', ') || '—'}
              </td>
              <td className="hidden p-2 sm:table-cell">{product.packagesOnSale}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
