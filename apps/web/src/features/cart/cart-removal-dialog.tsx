import { useTranslation } from '../../lib/use-translation';
import { primaryButton, secondaryButton } from '../../components/ui/button-class';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';

export type CartRemovalQuestion = { ids: number[]; question: string };

/** Asks before several cart lines go at once, in the app's own dialog rather than the browser's confirm(). */
export function CartRemovalDialog({
  asking,
  onCancel,
  onConfirm,
}: {
  asking: CartRemovalQuestion | null;
  onCancel: () => void;
  onConfirm: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={asking !== null} onOpenChange={(open) => !open && onCancel()}>
      {asking && (
        <DialogContent width={440} closeLabel={t('common.close')} data-testid="cart-removal-dialog">
          <DialogTitle className="pr-10 text-lg font-semibold text-fourth">{t('cart.remove')}</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-slate-700">{asking.question}</DialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <DialogClose className={secondaryButton}>{t('common.cancel')}</DialogClose>
            <button
              type="button"
              className={primaryButton}
              onClick={() => onConfirm(asking.ids)}
              data-testid="cart-removal-confirm"
            >
              {t('cart.remove')}
            </button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
