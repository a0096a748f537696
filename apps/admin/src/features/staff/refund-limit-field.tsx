import { CURRENCY_CODES } from '@storefront/contracts';
import { useId } from 'react';
import { inputClass } from '../../components/ui/field';
import { amountText, parseAmount } from '../../lib/format';
import type { RefundLimits } from './staff-queries';

export { limitsText } from '../../lib/limits';

/** One ceiling (currency + amount) per agent; an empty amount means no limit. */
export function RefundLimitField({
  currency,
  amount,
  onChange,
}: {
  currency: string;
  amount: string;
  onChange: (currency: string, amount: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">Refund limit (empty = none)</legend>
      <div className="flex gap-2">
        <select
          aria-label="Limit currency"
          className={`${inputClass} w-24`}
          value={currency}
          onChange={(e) => onChange(e.target.value, amount)}
        >
          {CURRENCY_CODES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
        <label htmlFor={id} className="sr-only">
          Limit amount
        </label>
        <input
          id={id}
          className={inputClass}
          inputMode="decimal"
          placeholder="e.g. 500.00"
          value={amount}
          onChange={(e) => onChange(currency, e.target.value)}
        />
      </div>
    </fieldset>
  );
}

/** The field's two values → the API's refundLimits (null = no limit), or an error text. */
export function toLimits(currency: string, amount: string): RefundLimits | string {
  if (!amount.trim()) return null;
  if (amount.trim() === '0') return { [currency]: 0 };
  const minor = parseAmount(amount, currency);
  return minor === null ? `Type the limit in ${currency}, e.g. 500.00` : { [currency]: minor };
}

export const fromLimits = (limits: RefundLimits, fallback: string): [string, string] => {
  const first = limits ? Object.entries(limits)[0] : undefined;
  return first ? [first[0], amountText(first[1] ?? 0, first[0])] : [fallback, ''];
};
