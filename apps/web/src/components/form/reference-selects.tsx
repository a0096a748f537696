import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useGlobalData } from '../../api/reference-queries';
import { cn } from '../../lib/cn';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> & { value: string | number | undefined };

const selectClass = 'h-10 bg-white';

/** Nationality or residency: the nation list of the global data, in its `sort` order (spec §3). */
export function NationSelect({ value, className, ...props }: SelectProps) {
  const { t } = useTranslation();
  const { data } = useGlobalData();
  const nations = [...(data?.nationalities ?? [])].sort((a, b) => Number(a.sort) - Number(b.sort));
  return (
    <select {...props} value={value ?? ''} className={cn(className, selectClass)}>
      <option value="">{t('form.choose')}</option>
      {nations.map((nation) => (
        <option key={nation.id} value={nation.id}>
          {nation.title}
        </option>
      ))}
    </select>
  );
}

/** Title (salutation): 1 Mr, 2 Ms, in the page language. */
export function TitleSelect({ value, className, ...props }: SelectProps) {
  const { t } = useTranslation();
  const { data } = useGlobalData();
  return (
    <select {...props} value={value ?? ''} className={cn(className, selectClass)}>
      <option value="">{t('form.choose')}</option>
      {(data?.salutations ?? []).map((salutation) => (
        <option key={salutation.id} value={salutation.id}>
          {salutation.title}
        </option>
      ))}
    </select>
  );
}
