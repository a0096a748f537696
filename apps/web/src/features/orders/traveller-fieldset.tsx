import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { passengerQueries } from '../../api/passenger-queries';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { FormItem } from '../../components/form';
import { TravellerFields } from '../../components/form/person-fields';
import { textButton } from '../../components/ui/button-class';
import { cn } from '../../lib/cn';
import { halfField, lineInput, RULES, type OrderValues } from './order-form-values';

/** One traveller: a member picks a saved passenger or types one; a visitor types one. */
export function TravellerFieldset({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useUserStore(selectLoggedIn);
  const saved = useQuery({ ...passengerQueries.page(1, 50), enabled: loggedIn });
  const [typed, setTyped] = useState(!loggedIn);
  const p = `travellers.${index}` as const;
  const savedList = saved.data?.list ?? [];
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4" data-testid="traveller">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('order.travellerN', { n: index + 1 })}</legend>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        {loggedIn && savedList.length > 0 && (
          <div className="inline-flex rounded-full border border-slate-300 p-0.5 text-sm" role="group">
            {[false, true].map((mode) => (
              <button
                key={String(mode)}
                type="button"
                aria-pressed={typed === mode}
                onClick={() => setTyped(mode)}
                className={cn('rounded-full px-3 py-1', typed === mode && 'bg-first text-white')}
              >
                {t(mode ? 'order.typeTraveller' : 'order.savedTraveller')}
              </button>
            ))}
          </div>
        )}
        {onRemove && (
          <button type="button" className={textButton} onClick={onRemove}>
            {t('order.removeTraveller')}
          </button>
        )}
      </div>
      {!typed && loggedIn && savedList.length > 0 ? (
        <FormItem<OrderValues, `travellers.${number}.passengerId`>
          name={`${p}.passengerId`}
          label={t('order.savedTraveller')}
          rules={RULES.required}
          className={halfField}
        >
          {({ value, ...field }) => (
            <select {...field} value={value} className={lineInput(field, 'bg-white')} data-testid="saved-traveller">
              <option value="">—</option>
              {savedList.map((passenger) => (
                <option key={passenger.id} value={String(passenger.id)}>
                  {passenger.lastName} {passenger.firstName}
                </option>
              ))}
            </select>
          )}
        </FormItem>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TravellerFields prefix={`${p}.`} wording="order" />
        </div>
      )}
    </fieldset>
  );
}
