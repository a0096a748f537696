import type { CallingCode } from '@storefront/contracts';
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useMerchant } from '../api/merchant-queries';
import { useGlobalData } from '../api/reference-queries';
import { cn } from '../lib/cn';
import { ChevronDownIcon } from './ui/icons';

/** Spec §3: the site's country code, else 86. */
export const FALLBACK_CALLING_CODE = 86;

export function defaultCallingCode(merchantCountryCode: number | null | undefined): number {
  return merchantCountryCode && merchantCountryCode > 0 ? merchantCountryCode : FALLBACK_CALLING_CODE;
}

/** The options, with the selected code kept even while the list is loading or lacks it. */
export function callingCodeOptions(codes: readonly CallingCode[] | undefined, selected: number): CallingCode[] {
  const list = [...(codes ?? [])];
  if (!list.some((code) => code.id === selected)) list.unshift({ id: selected, name: '' });
  return list;
}

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange'> & {
  value?: number;
  onChange?: (code: number) => void;
};

/**
 * Country dialling-code select (spec §2). Options come from the global data's calling codes,
 * in the current language; without a value it shows the merchant's code (else 86). A native
 * select: with ~200 options the platform's own picker (and its type-to-find) serves best on phones.
 * The closed box shows the compact "+64" (a country name would be cut at phone widths); the
 * list keeps "+64 New Zealand", and the transparent select over the face takes every tap and key.
 */
export function CallingCodeSelect({ value, onChange, className, ...props }: Props) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { data } = useGlobalData();
  const selected = value ?? defaultCallingCode(merchant?.common.countryCode);
  const options = callingCodeOptions(data?.callingCodes, selected);
  const selectedName = options.find((code) => code.id === selected)?.name;
  return (
    <div className={cn('relative h-10 min-w-0', className)}>
      <select
        aria-label={props['aria-labelledby'] || props.id ? undefined : t('form.callingCode')}
        title={selectedName ? `+${selected} ${selectedName}` : undefined}
        {...props}
        value={selected}
        onChange={(event) => onChange?.(Number(event.target.value))}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {options.map((code) => (
          <option key={code.id} value={code.id}>
            {code.name ? `+${code.id} ${code.name}` : `+${code.id}`}
          </option>
        ))}
      </select>
      <span
        aria-hidden="true"
        className="pointer-events-none flex size-full items-center justify-between gap-1 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 peer-focus-visible:border-first peer-focus-visible:ring-2 peer-focus-visible:ring-first/30"
      >
        <span className="truncate">+{selected}</span>
        <ChevronDownIcon className="size-4 shrink-0 text-slate-500" />
      </span>
    </div>
  );
}
