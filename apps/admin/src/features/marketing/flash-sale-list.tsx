import type { AdminFlashSale } from '@storefront/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatDateTime, formatMoney } from '../../lib/format';
import { FlashSaleEdit } from './flash-sale-edit';
import { useDeleteFlashSale } from './marketing-queries';

const STATE_CLASS = {
  running: 'bg-green-100 text-green-900',
  upcoming: 'bg-blue-100 text-blue-900',
  ended: 'bg-slate-200 text-slate-800',
} as const;

/** Flash sales as cards: running and upcoming ones can be changed, ended ones are kept as they sold. */
export function FlashSaleList({ items }: { items: readonly AdminFlashSale[] }) {
  if (items.length === 0) return <p className="text-sm text-slate-700">No flash sale here.</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((sale) => (
        <FlashSaleCard key={sale.id} sale={sale} />
      ))}
    </ul>
  );
}

function FlashSaleCard({ sale }: { sale: AdminFlashSale }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteFlashSale();
  const name = `${sale.productTitle} · ${sale.packageTitle}`;

  async function deleteSale() {
    try {
      await remove.mutateAsync(sale.id);
      toast.success('Flash sale deleted');
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  }

  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <p className="font-semibold break-words text-slate-900">{name}</p>
      <p className="text-slate-700">
        {sale.productCode} · {sale.priceType} ·{' '}
        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATE_CLASS[sale.state]}`}>{sale.state}</span>
      </p>
      <p className="text-slate-900">
        {formatMoney(sale.salePrice, sale.currency)}
        {sale.regularPrice ? (
          <span className="text-slate-600"> (usually {formatMoney(sale.regularPrice, sale.currency)})</span>
        ) : null}
      </p>
      <p className="text-slate-700">
        {sale.sold} of {sale.stock} sold · at most {sale.memberLimit} per member
      </p>
      <p className="text-xs text-slate-600">
        {formatDateTime(sale.startAt)} – {formatDateTime(sale.endAt)}
      </p>
      {sale.state === 'ended' ? (
        <p className="text-xs text-slate-600">Ended: kept as it sold.</p>
      ) : (
        <div className="mt-1 flex flex-wrap gap-2">
          <Button onClick={() => setEditing(true)} aria-label={`Edit flash sale ${name}`}>
            Edit
          </Button>
          {sale.sold === 0 ? (
            <Button
              variant="ghost"
              onClick={deleteSale}
              disabled={remove.isPending}
              aria-label={`Delete flash sale ${name}`}
            >
              Delete
            </Button>
          ) : null}
        </div>
      )}
      <Dialog open={editing} onOpenChange={setEditing} title={`Edit flash sale: ${name}`}>
        <FlashSaleEdit sale={sale} onDone={() => setEditing(false)} />
      </Dialog>
    </li>
  );
}
