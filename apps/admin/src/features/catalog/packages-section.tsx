import { PRICE_TYPES, type AdminPackage, type SiteLanguage } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { productQueries } from '../../api/catalog-queries';
import { Button, buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { LoadError, Loading } from '../../components/ui/page';
import { formatMoney } from '../../lib/format';
import { PRICE_TYPE_NAMES } from './catalog-text';
import { PackageForm } from './package-form';

type Props = { pcode: string; currency: string; languages: readonly SiteLanguage[] };

const ageBand = (min: number | null, max: number | null) =>
  min === null && max === null ? '' : ` (${min ?? 0}–${max ?? '∞'})`;

/** The product's packages with their prices, each with its calendar; a dialog adds or edits one. */
export function PackagesSection({ pcode, currency, languages }: Props) {
  const list = useQuery(productQueries.packages(pcode));
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  return (
    <div className="flex flex-col gap-3">
      {list.isPending ? <Loading /> : null}
      {list.isError ? <LoadError error={list.error} /> : null}
      {list.data?.packages.length === 0 ? (
        <p className="text-sm text-slate-700">No package yet: add one to sell this product.</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {list.data?.packages.map((pack) => (
          <li
            key={pack.gcode}
            className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 p-2"
            data-gcode={pack.gcode}
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {pack.titles['en-AU'] ?? Object.values(pack.titles)[0] ?? pack.gcode}{' '}
                <span className="text-xs text-slate-600">{pack.gcode}</span>
                {pack.onSale ? null : (
                  <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs text-slate-800">Off sale</span>
                )}
              </p>
              <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
                {PRICE_TYPES.filter((type) => pack.prices[type]).map((type) => {
                  const price = pack.prices[type]!;
                  return (
                    <span key={type} className="whitespace-nowrap">
                      {`${PRICE_TYPE_NAMES[type]}${ageBand(price.minAge, price.maxAge)} ${formatMoney(price.price, pack.currency)}`}
                    </span>
                  );
                })}
              </p>
            </div>
            <Link
              to={`/packages/${pack.gcode}/calendar?product=${encodeURIComponent(pcode)}`}
              className={buttonClass('primary')}
            >
              Calendar
            </Link>
            <Button onClick={() => setEditing(pack)}>Edit</Button>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={() => setEditing('new')}>Add a package</Button>
      </div>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'New package' : 'Edit package'}
        description={`Prices in ${currency}, per person with age bands or per unit (a car, a room, a boat).`}
      >
        {editing !== null ? (
          <PackageForm
            pcode={pcode}
            currency={currency}
            languages={languages}
            pack={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
