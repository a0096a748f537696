import { LIMITS, addMonths, localIsoDate, parseIsoDate, type SiteLanguage } from '@storefront/contracts';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enAU, ko, zhCN, zhTW } from 'react-day-picker/locale';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { formatLongDay } from '../../lib/date-format';
import {
  DATE_RANGE_SHORTCUTS,
  defaultRange,
  rangeProblem,
  type DateRange,
  type RangeChoice,
  type RangeProblem,
} from '../../lib/date-range';
import { primaryButton, secondaryButton } from '../ui/button-class';

const LOCALES = { 'en-AU': enAU, 'zh-CN': zhCN, 'zh-TW': zhTW, 'ko-KR': ko } as const;

type Props = {
  choice: RangeChoice;
  today: string;
  language: SiteLanguage;
  onChoose: (choice: RangeChoice) => void;
};

const shortcutClass = (active: boolean) =>
  cn(
    'rounded-full border px-3 py-1.5 text-sm',
    active ? 'border-first bg-first text-white' : 'border-slate-300 hover:border-first',
  );

/**
 * The spec's date-range picker (§5, §9) over past dates: the 30, 90 and 180 days back shortcuts,
 * or a range picked by hand of at most 8 days within one month. It opens on the range in use, or
 * on the default 8-day span ending today; a first click starts a new range, the second ends it,
 * and a range the rules refuse is said with its reason while its first day stays picked.
 */
export default function DateRangeCalendar({ choice, today, language, onChoose }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DateRange>(() =>
    choice.kind === 'range' ? { from: choice.from, to: choice.to } : defaultRange(today),
  );
  const [start, setStart] = useState<string | null>(null);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const last = parseIsoDate(today) ?? new Date();
  const first = parseIsoDate(addMonths(today, -LIMITS.datePickerMaxMonths)) ?? last;
  const maxDays = LIMITS.datePickerMaxSpanDays;

  const pick = (date: Date) => {
    const day = localIsoDate(date);
    if (start === null || day < start) {
      setStart(day);
      setProblem(null);
      return;
    }
    const range = { from: start, to: day };
    const refused = rangeProblem(range);
    if (refused) {
      setProblem(refused);
      return;
    }
    setStart(null);
    setProblem(null);
    setDraft(range);
  };

  const selected = start
    ? { from: parseIsoDate(start), to: undefined }
    : { from: parseIsoDate(draft.from), to: parseIsoDate(draft.to) };
  const message = problem
    ? t(`dateRange.problems.${problem}`, { days: maxDays })
    : start
      ? t('dateRange.pickEnd')
      : t('dateRange.pickStart');

  return (
    <div className="w-[19.25rem] max-w-full space-y-3">
      <div role="group" aria-label={t('dateRange.shortcuts')} className="flex flex-wrap gap-2">
        {DATE_RANGE_SHORTCUTS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={choice.kind === 'shortcut' && choice.days === days}
            className={shortcutClass(choice.kind === 'shortcut' && choice.days === days)}
            onClick={() => onChoose({ kind: 'shortcut', days })}
          >
            {t('dateRange.last', { days })}
          </button>
        ))}
      </div>
      <DayPicker
        mode="range"
        locale={LOCALES[language]}
        defaultMonth={parseIsoDate(draft.to) ?? last}
        startMonth={first}
        endMonth={last}
        selected={selected}
        onSelect={(_range, triggerDate) => pick(triggerDate)}
        disabled={[{ before: first }, { after: last }]}
        showOutsideDays={false}
        labels={{
          labelDayButton: (date) => formatLongDay(localIsoDate(date), language),
          labelPrevious: () => t('dateRange.previousMonth'),
          labelNext: () => t('dateRange.nextMonth'),
        }}
        classNames={{
          root: 'relative',
          months: 'flex',
          month: 'w-full',
          month_caption: 'flex h-10 items-center justify-center text-base font-semibold text-slate-900',
          caption_label: '',
          nav: 'absolute inset-x-0 top-0 flex justify-between',
          button_previous:
            'inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-seven disabled:opacity-30',
          button_next:
            'inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-seven disabled:opacity-30',
          chevron: 'size-4 fill-current',
          month_grid: 'mt-2 w-full table-fixed border-collapse',
          weekday: 'pb-1 text-center text-xs font-medium text-slate-600',
          day: 'p-0 text-center',
          day_button:
            'mx-auto flex h-10 w-full items-center justify-center rounded-lg text-sm text-slate-900 enabled:hover:bg-third disabled:cursor-not-allowed disabled:text-slate-400',
          selected: '[&>button]:bg-third [&>button]:text-fourth',
          range_start: '[&>button]:!bg-first [&>button]:!text-white',
          range_end: '[&>button]:!bg-first [&>button]:!text-white',
          range_middle: '[&>button]:rounded-none',
          today: '[&>button]:ring-1 [&>button]:ring-slate-300',
          hidden: 'invisible',
        }}
      />
      <p
        role={problem ? 'alert' : 'status'}
        className={cn('min-h-10 text-sm', problem ? 'font-medium text-sixth' : 'text-slate-700')}
        data-testid="date-range-message"
      >
        {message} <span className="text-xs text-slate-600">{t('dateRange.rule', { days: maxDays })}</span>
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={cn(secondaryButton, 'h-10')} onClick={() => onChoose({ kind: 'any' })}>
          {t('dateRange.any')}
        </button>
        <button
          type="button"
          className={cn(primaryButton, 'h-10')}
          disabled={start !== null}
          onClick={() => onChoose({ kind: 'range', ...draft })}
        >
          {t('dateRange.apply')}
        </button>
      </div>
    </div>
  );
}
