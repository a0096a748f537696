import { useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { secondaryButton } from '../../components/ui/button-class';
import { cn } from '../../lib/cn';
import { emptyTraveller, MAX_TRAVELLERS, type OrderValues } from './order-form-values';
import { TravellerFieldset } from './traveller-fieldset';

/** The order's travellers, one fieldset each, added and removed here (at least one, at most 20). */
export function OrderTravellersSection({ control }: { control: Control<OrderValues> }) {
  const { t } = useTranslation();
  const travellers = useFieldArray({ control, name: 'travellers' });
  return (
    <section aria-labelledby="travellers-title" className="flex flex-col gap-3">
      <h2 id="travellers-title" className="text-lg font-semibold text-slate-900">
        {t('order.travellers')}
      </h2>
      {travellers.fields.map((field, index) => (
        <TravellerFieldset
          key={field.id}
          index={index}
          onRemove={travellers.fields.length > 1 ? () => travellers.remove(index) : undefined}
        />
      ))}
      {travellers.fields.length < MAX_TRAVELLERS && (
        <button
          type="button"
          className={cn(secondaryButton, 'self-start')}
          onClick={() => travellers.append(emptyTraveller())}
        >
          {t('order.addTraveller')}
        </button>
      )}
    </section>
  );
}
