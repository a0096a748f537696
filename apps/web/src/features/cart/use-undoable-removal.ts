import type { CartItem } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { failureText } from '../../api/failure-text';
import { notify, notifyUndoable } from '../../app/notify';
import { useDeleteCartItems } from './cart-queries';

/**
 * Removes one cart line with an Undo toast: the line leaves the page at once and is deleted on
 * the server only when the toast goes without Undo. A delayed delete rather than delete and
 * re-add, because re-adding would lose the line's id and its price as added. Leaving the page
 * deletes what is still waiting; a tab closed before then keeps the line (nothing is lost).
 */
export function useUndoableRemoval() {
  const { t } = useTranslation();
  const remove = useDeleteCartItems();
  const [waiting, setWaiting] = useState<ReadonlySet<number>>(new Set());
  const closers = useRef(new Map<number, () => void>());
  const left = useRef(false);

  const setWaitingFor = (id: number, on: boolean) =>
    setWaiting((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const end = (item: CartItem, undone: boolean) => {
    closers.current.delete(item.id);
    if (undone) return setWaitingFor(item.id, false);
    remove.mutate(
      { ids: [item.id] },
      {
        onError: (error) => {
          setWaitingFor(item.id, false);
          void notify('error', failureText(error, t('http.unknown')), { subject: 'cart' });
        },
      },
    );
  };

  const removeLine = (item: CartItem) => {
    if (closers.current.has(item.id)) return;
    closers.current.set(item.id, () => undefined);
    setWaitingFor(item.id, true);
    void notifyUndoable(t('cart.removed', { title: item.title }), t('cart.undo'), (undone) => end(item, undone)).then(
      (close) => {
        if (left.current) close();
        else if (closers.current.has(item.id)) closers.current.set(item.id, close);
      },
    );
  };

  useEffect(() => {
    const pending = closers.current;
    left.current = false;
    return () => {
      left.current = true;
      for (const close of [...pending.values()]) close();
    };
  }, []);

  return { waiting, removeLine };
}
