import { PASSENGER_ID_TYPES, type Passenger, type PassengerInput } from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { failureText } from '../../api/failure-text';
import { useMerchant } from '../../api/merchant-queries';
import { notify } from '../../app/notify';
import { defaultCallingCode } from '../../components/calling-code-select';
import { Form, FormItem, rules, useStorefrontForm } from '../../components/form';
import { TravellerFields, type TravellerFieldValues } from '../../components/form/person-fields';
import { PhoneFields, type PhoneFieldValues } from '../../components/form/phone-fields';
import { primaryButton, secondaryButton } from '../../components/ui/button-class';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { useSavePassenger } from './account-queries';

type PassengerValues = TravellerFieldValues & PhoneFieldValues & { email: string };

const emailRules = [rules.email()];

function valuesOf(passenger: Passenger | null, country: number): PassengerValues {
  return {
    appellation: passenger ? String(passenger.appellation) : '',
    lastName: passenger?.lastName ?? '',
    firstName: passenger?.firstName ?? '',
    datebirth: passenger?.datebirth ?? '',
    nationality: passenger?.nationality ?? '',
    idType: String(passenger?.idType ?? PASSENGER_ID_TYPES.passport),
    idNumber: passenger?.idNumber ?? '',
    idExpiry: passenger?.idExpiry ?? '',
    country: passenger?.country ?? country,
    phone: passenger?.phone ?? '',
    email: passenger?.email ?? '',
  };
}

function inputOf(values: PassengerValues): PassengerInput {
  const phone = values.phone.trim();
  const email = values.email.trim();
  return {
    appellation: Number(values.appellation),
    lastName: values.lastName,
    firstName: values.firstName,
    datebirth: values.datebirth.trim(),
    nationality: values.nationality,
    idType: Number(values.idType),
    idNumber: values.idNumber.trim().toUpperCase(),
    idExpiry: values.idExpiry.trim(),
    phone,
    country: phone ? Number(values.country) : null,
    email,
  };
}

function PassengerForm({ passenger, onDone }: { passenger: Passenger | null; onDone: () => void }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const form = useStorefrontForm<PassengerValues>({
    defaultValues: valuesOf(passenger, defaultCallingCode(merchant?.common.countryCode)),
  });
  const save = useSavePassenger();

  const submit = (values: PassengerValues) =>
    save.mutate(
      { id: passenger?.id, input: inputOf(values) },
      {
        onSuccess: () => {
          void notify('success', t(passenger ? 'passenger.updated' : 'passenger.added'), { subject: 'passenger' });
          onDone();
        },
        onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'passenger' }),
      },
    );

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t(passenger ? 'passenger.editTitle' : 'passenger.addTitle')}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <TravellerFields wording="passenger" wideDates />
      <PhoneFields label={t('passenger.phoneOptional')} className="min-w-0 sm:col-span-2" />
      <FormItem<PassengerValues, 'email'>
        name="email"
        label={t('passenger.emailOptional')}
        rules={emailRules}
        trim
        className="flex min-w-0 flex-col gap-1 sm:col-span-2"
      >
        {(field) => <input {...field} type="email" inputMode="email" className={cn(field.className, 'h-10')} />}
      </FormItem>
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={secondaryButton}>
          {t('common.cancel')}
        </button>
        <button type="submit" disabled={save.isPending} className={primaryButton}>
          {save.isPending ? t('common.loading') : t('common.save')}
        </button>
      </div>
    </Form>
  );
}

/** Add or edit a traveller: every field a booking needs (names, title, birth date, nationality, document, contact). */
export function PassengerDialog({
  open,
  passenger,
  onClose,
}: {
  open: boolean;
  /** The traveller to edit; null adds one. */
  passenger: Passenger | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        width={640}
        closeLabel={t('common.close')}
        sheetOnPhone
        data-testid="passenger-dialog"
        onInteractOutside={(event) => {
          if ((event.target as Element | null)?.closest?.('[data-radix-popper-content-wrapper]'))
            event.preventDefault();
        }}
      >
        <DialogTitle className="pr-10 text-xl font-semibold text-fourth">
          {t(passenger ? 'passenger.editTitle' : 'passenger.addTitle')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">{t('passenger.description')}</DialogDescription>
        <div className="mt-5">{open && <PassengerForm passenger={passenger} onDone={onClose} />}</div>
      </DialogContent>
    </Dialog>
  );
}
