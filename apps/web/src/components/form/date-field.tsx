import { addDays, localIsoDate, parseIsoDate } from '@storefront/contracts';
import { Popover } from 'radix-ui';
import { Suspense, useState } from 'react';
import { lazy } from '../../lib/lazy';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { formatTypedDate, parseTypedDate } from '../../lib/typed-date';
import { CalendarIcon } from '../ui/member-icons';
import type { FormFieldProps } from './form-item';

/** The calendar (react-day-picker, date-fns and their styles) loads when first opened. */
const DateCalendar = lazy(() => import('./date-calendar'));

/** `YYYY-MM-DD` of the local date `years` before (negative: after) today. */
export function isoYearsFromToday(years: number, today = new Date()): string {
  const date = new Date(today);
  date.setFullYear(date.getFullYear() - years);
  return localIsoDate(date);
}

/** `YYYY-MM-DD` of the local date `days` after today. */
export function isoDaysFromToday(days: number, today = new Date()): string {
  return addDays(localIsoDate(today), days);
}

export type DateFieldProps = Omit<FormFieldProps, 'value'> & {
  value: string | undefined;
  /** Earliest and latest selectable dates, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  /** The month the calendar opens on while empty (spec §5: birth dates near 23 years ago). */
  openAt?: string;
};

/**
 * A date typed in the page language's usual order (17/05/1990 in en-AU, 1990-05-17 or
 * 1990年5月17日 in Chinese and Korean) or picked from a calendar (month and year dropdowns, so a
 * birth year is two taps away). The form holds `YYYY-MM-DD` once the text reads as a date, else
 * the text itself, so the item's rules refuse it. Dates outside min/max are disabled in the
 * calendar; the form item's rules check typed ones.
 */
export function DateField({ value, onChange, onBlur, min, max, openAt, className, ...input }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(() => formatTypedDate(value, language));
  // The value also changes from outside (the calendar, a prefill, a restored draft): show it then,
  // unless it is what the text already says.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if ((parseTypedDate(text, language) ?? text) !== (value ?? '')) setText(formatTypedDate(value, language));
  }

  const type = (typed: string) => {
    setText(typed);
    const next = parseTypedDate(typed, language) ?? typed;
    setShown(next);
    // Handed over as an input's change, so the item validates after its typing debounce.
    onChange({ target: { tagName: 'INPUT', type: 'text', value: next } });
  };
  const selected = parseIsoDate(value);
  const first = parseIsoDate(min) ?? new Date(1900, 0, 1);
  const last = parseIsoDate(max) ?? new Date(new Date().getFullYear() + 20, 11, 31);

  return (
    <div className="flex gap-2">
      <input
        {...input}
        type="text"
        autoComplete="off"
        placeholder={t('form.datePlaceholder')}
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={() => {
          const parsed = parseTypedDate(text, language);
          if (parsed) setText(formatTypedDate(parsed, language));
          onBlur();
        }}
        className={cn(className, 'h-10 min-w-0 flex-1')}
      />
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          type="button"
          aria-label={t('form.chooseDate')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded border border-slate-300 text-slate-700 hover:bg-seven data-[state=open]:border-first"
        >
          <CalendarIcon />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-[60] rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
          >
            <Suspense fallback={<div className="size-72" aria-hidden="true" />}>
              <DateCalendar
                selected={selected}
                openAt={selected ?? parseIsoDate(openAt) ?? parseIsoDate(max)}
                first={first}
                last={last}
                onSelect={(date) => {
                  onChange(localIsoDate(date));
                  setOpen(false);
                }}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
