import type { AdminFlashSale } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { amountText } from '../../lib/format';
import { flashSalePatchOf, type FlashSaleDraft } from './flash-sale-draft';
import { FlashSaleFields } from './flash-sale-fields';
import { localInputOf } from './marketing-dates';
import { useUpdateFlashSale } from './marketing-queries';
import { FormError } from '../../components/ui/field';

/** Changing a sale that has not ended: price, stock (never below what is sold), limit, window. */
export function FlashSaleEdit({ sale, onDone }: { sale: AdminFlashSale; onDone: () => void }) {
  const [draft, setDraft] = useState<FlashSaleDraft>({
    gcode: sale.gcode,
    priceType: sale.priceType,
    salePrice: amountText(sale.salePrice, sale.currency),
    stock: String(sale.stock),
    memberLimit: String(sale.memberLimit),
    startAt: localInputOf(sale.startAt),
    endAt: localInputOf(sale.endAt),
  });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const update = useUpdateFlashSale();
  const set = (patch: Partial<FlashSaleDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const patch = flashSalePatchOf(draft, sale.currency);
    if ('field' in patch) return setProblem(patch);
    // An unchanged window is not sent: the server keeps it to the millisecond.
    const { startAt, endAt, ...rest } = patch;
    const window = {
      ...(draft.startAt !== localInputOf(sale.startAt) ? { startAt } : {}),
      ...(draft.endAt !== localInputOf(sale.endAt) ? { endAt } : {}),
    };
    setProblem(null);
    try {
      await update.mutateAsync({ id: sale.id, patch: { ...rest, ...window } });
      toast.success('Flash sale saved');
      onDone();
    } catch (failure) {
      setProblem({ field: (failure as { field?: string }).field ?? 'form', message: (failure as Error).message });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Edit flash sale">
      <p className="text-sm text-slate-700 sm:col-span-2">{sale.sold} sold so far: the stock cannot go below it.</p>
      <FlashSaleFields draft={draft} set={set} errorOf={errorOf} currency={sale.currency} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save flash sale'}
        </Button>
        {problem && problem.field === 'form' ? <FormError message={problem.message} /> : null}
      </div>
    </form>
  );
}
