import { TextField } from '../../components/ui/field';
import type { FlashSaleDraft } from './flash-sale-draft';

type Props = {
  draft: FlashSaleDraft;
  set: (patch: Partial<FlashSaleDraft>) => void;
  errorOf: (field: string) => string | undefined;
  currency: string;
};

/** Price, stock, per-member limit and window: the fields a new sale and an edit share. */
export function FlashSaleFields({ draft, set, errorOf, currency }: Props) {
  return (
    <>
      <TextField
        label={`Sale price (${currency || 'product currency'})`}
        inputMode="decimal"
        value={draft.salePrice}
        onChange={(e) => set({ salePrice: e.target.value })}
        error={errorOf('salePrice')}
      />
      <TextField
        label="Stock"
        inputMode="numeric"
        value={draft.stock}
        onChange={(e) => set({ stock: e.target.value })}
        error={errorOf('stock')}
        hint="Units sold at the sale price"
      />
      <TextField
        label="Per member"
        inputMode="numeric"
        value={draft.memberLimit}
        onChange={(e) => set({ memberLimit: e.target.value })}
        error={errorOf('memberLimit')}
        hint="Most one member may buy"
      />
      <TextField
        label="Starts"
        type="datetime-local"
        value={draft.startAt}
        onChange={(e) => set({ startAt: e.target.value })}
        error={errorOf('startAt')}
      />
      <TextField
        label="Ends"
        type="datetime-local"
        value={draft.endAt}
        onChange={(e) => set({ endAt: e.target.value })}
        error={errorOf('endAt')}
      />
    </>
  );
}
