import type { AdminProduct, ProductEditStatus } from '@storefront/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { usePatchProduct } from '../../api/catalog-queries';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { T } from './catalog-text';
import { StatusBadge } from './status-badge';

const DONE: Record<ProductEditStatus, string> = {
  published: 'Published: shoppers find it on the storefront now',
  unpublished: 'Unpublished: hidden from the storefront',
  archived: 'Archived: hidden for good; its orders keep it',
};

/**
 * Publish, unpublish, archive. An archived product is never deleted (orders point at it) and is
 * not published again; archiving asks first.
 */
export function StatusActions({ product, dirty }: { product: AdminProduct; dirty: boolean }) {
  const patch = usePatchProduct(product.code);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');

  async function change(status: ProductEditStatus) {
    setError('');
    try {
      await patch.mutateAsync({ status });
      toast.success(DONE[status]);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The status was not changed');
    } finally {
      setConfirming(false);
    }
  }

  const archived = product.status === 'archived';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-700">
        {T.status}: <StatusBadge status={product.status} />
      </span>
      {product.status !== 'published' && !archived ? (
        <Button variant="primary" disabled={patch.isPending || dirty} onClick={() => change('published')}>
          {T.publish}
        </Button>
      ) : null}
      {product.status === 'published' ? (
        <Button disabled={patch.isPending} onClick={() => change('unpublished')}>
          {T.unpublish}
        </Button>
      ) : null}
      {!archived ? (
        <Button variant="danger" disabled={patch.isPending} onClick={() => setConfirming(true)}>
          {T.archive}
        </Button>
      ) : null}
      {dirty && product.status !== 'published' && !archived ? (
        <span className="text-xs text-slate-600">Save the changes before publishing</span>
      ) : null}
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Archive this product?"
        description="It leaves the storefront for good. Orders that point at it keep it; it cannot be published again."
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button>Keep it</Button>
          </DialogClose>
          <Button variant="danger" disabled={patch.isPending} onClick={() => change('archived')}>
            {T.archive}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
