import { useId } from 'react';
import { cn } from '../../lib/cn';

export type SegmentedOption<T extends string> = { value: T; label: string };

/**
 * A choice of a few options shown as joined buttons: native radio inputs underneath, so arrow
 * keys, focus and the announced state come from the browser. `look="tabs"` underlines the choice.
 */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  look = 'pills',
  className,
}: {
  /** Accessible name of the group. */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  look?: 'pills' | 'tabs';
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="sr-only">{label}</legend>
      <div
        className={cn(
          'flex',
          look === 'pills' ? 'gap-1 rounded-full bg-slate-100 p-1' : 'gap-6 border-b border-slate-200',
        )}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex cursor-pointer items-center justify-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-first',
              look === 'pills'
                ? 'h-9 flex-1 rounded-full px-3 text-slate-700 has-[:checked]:bg-white has-[:checked]:text-fourth has-[:checked]:shadow-sm'
                : '-mb-px h-11 border-b-2 border-transparent px-1 text-base text-slate-600 has-[:checked]:border-first has-[:checked]:font-semibold has-[:checked]:text-fourth',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
