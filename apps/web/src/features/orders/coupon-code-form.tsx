import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { apiFetch } from '../../api/client';

/**
 * A shop's public coupon code typed at checkout: it is taken into the member's coupons (once per
 * account) and chosen for this order.
 */
export function CouponCodeForm({ onClaimed }: { onClaimed: (couponId: number) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const claim = useMutation({
    mutationFn: (typed: string) =>
      apiFetch<{ couponId: number; title: string }>('/v1/account/coupon/claim', {
        method: 'POST',
        body: { code: typed },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['order', 'quote'] });
      void queryClient.invalidateQueries({ queryKey: ['member'] });
    },
  });

  async function submit() {
    if (!code.trim() || claim.isPending) return;
    setError('');
    try {
      const claimed = await claim.mutateAsync(code.trim());
      setCode('');
      onClaimed(claimed.couponId);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '');
    }
  }

  return (
    // Not a <form>: it sits inside the order form, and forms do not nest.
    <div className="flex flex-col gap-1 text-sm sm:col-span-2">
      <label htmlFor="coupon-code">{t('order.couponCode')}</label>
      <div className="flex gap-2">
        <input
          id="coupon-code"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void submit();
          }}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-code-error' : undefined}
          className="h-10 min-w-0 flex-1 rounded border border-slate-300 px-3 uppercase"
        />
        <button
          type="button"
          onClick={() => void submit()}
          disabled={!code.trim() || claim.isPending}
          className="h-10 shrink-0 rounded border border-slate-300 px-4 font-medium disabled:opacity-60"
        >
          {t('order.applyCode')}
        </button>
      </div>
      {error ? (
        <p id="coupon-code-error" role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
