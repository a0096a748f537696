import type { SiteLanguage } from '@storefront/contracts';
import { DayPicker, type Locale } from 'react-day-picker';
import { enAU } from 'react-day-picker/locale/en-AU';
import { ko } from 'react-day-picker/locale/ko';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { zhTW } from 'react-day-picker/locale/zh-TW';
import 'react-day-picker/style.css';
import type { CSSProperties } from 'react';
import { useAppStore } from '../../app/app-store';

/** react-day-picker reads its colours from variables on its root: the merchant's theme. */
const THEME = {
  '--rdp-accent-color': 'var(--color-first)',
  '--rdp-accent-background-color': 'var(--color-third)',
  '--rdp-today-color': 'var(--color-fourth)',
  '--rdp-day-height': '2.5rem',
  '--rdp-day-width': '2.5rem',
  '--rdp-day_button-height': '2.375rem',
  '--rdp-day_button-width': '2.375rem',
} as CSSProperties;

const LOCALES: Record<SiteLanguage, Locale> = { 'en-AU': enAU, 'zh-CN': zhCN, 'zh-TW': zhTW, 'ko-KR': ko };

/** DateField's calendar: one date between `first` and `last`, month and year dropdowns, in the page language. */
export default function DateCalendar({
  selected,
  openAt,
  first,
  last,
  onSelect,
}: {
  selected: Date | undefined;
  openAt: Date | undefined;
  first: Date;
  last: Date;
  onSelect: (date: Date) => void;
}) {
  const language = useAppStore((s) => s.language) ?? 'en-AU';
  return (
    <DayPicker
      mode="single"
      style={THEME}
      locale={LOCALES[language]}
      captionLayout="dropdown"
      selected={selected}
      defaultMonth={openAt}
      startMonth={first}
      endMonth={last}
      disabled={[{ before: first }, { after: last }]}
      onSelect={(date) => date && onSelect(date)}
    />
  );
}
