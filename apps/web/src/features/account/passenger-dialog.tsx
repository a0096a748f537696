import {
  FORM_MESSAGES,
  LIMITS,
  localIsoDate,
  PASSENGER_ID_TYPES,
  isDocumentExpiry,
  isDocumentNumber,
  isTravellerBirthDate,
  type Passenger,
  type PassengerInput,
  type ValidationRule,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../api/merchant-queries';
import { notify } from '../../app/notify';
import { defaultCallingCode } from '../../components/calling-code-select';
import { Form, FormItem, rules, useStorefrontForm } from '../../components/form';
import { DateField, isoDaysFromToday, isoYearsFromToday } from '../../components/form/date-field';
import { PhoneFields, type PhoneFieldValues } from '../../components/form/phone-fields';
import { NationSelect, TitleSelect } from '../../components/form/reference-selects';
import { primaryButton, secondaryButton } from '../../components/ui/button-class';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { useSavePassenger } from './account-queries';
import { failureText } from './tab-parts';

type PassengerValues = PhoneFieldValues & {
  appellation: string;
  lastName: string;
  firstName: string;
  datebirth: string;
  nationality: string;
  idType: string;
  idNumber: string;
  idExpiry: string;
  email: string;
};

const ID_TYPES = PASSENGER_ID_TYPES;

export const ID_TYPE_LABELS = {
  [ID_TYPES.passport]: 'passenger.idTypes.passport',
  [ID_TYPES.nationalIdCard]: 'passenger.idTypes.idCard',
  [ID_TYPES.otherTravelDocument]: 'passenger.idTypes.other',
} as const;

/** A rule of our own, reported like the spec's pattern rule. */
const check = (message: string, test: (value: string) => boolean): ValidationRule => ({
  type: 'pattern',
  message,
  test: (value) => typeof value === 'string' && test(value.trim()),
});

const RULES = {
  name: [rules.required(), rules.name()],
  required: [rules.required()],
  birthDate: [
    rules.required({ message: FORM_MESSAGES.birthDate }),
    check(FORM_MESSAGES.birthDate, (value) => isTravellerBirthDate(value, localIsoDate())),
  ],
  idNumber: [rules.required(), check('passenger.idNumberError', isDocumentNumber)],
  idExpiry: [rules.required(), check('passenger.idExpiryError', (value) => isDocumentExpiry(value, localIsoDate()))],
  email: [rules.email()],
};

function valuesOf(passenger: Passenger | null, country: number): PassengerValues {
  return {
    appellation: passenger ? String(passenger.appellation) : '',
    lastName: passenger?.lastName ?? '',
    firstName: passenger?.firstName ?? '',
    datebirth: passenger?.datebirth ?? '',
    nationality: passenger?.nationality ?? '',
    idType: String(passenger?.idType ?? ID_TYPES.passport),
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
  const half = 'flex min-w-0 flex-col gap-1';
  const text = (field: { className: string }, extra = '') => cn(field.className, 'h-10', extra);

  const submit = (values: PassengerValues) =>
    save.mutate(
      { id: passenger?.id, input: inputOf(values) },
      {
        onSuccess: () => {
          void notify('success', t(passenger ? 'passenger.updated' : 'passenger.added'));
          onDone();
        },
        onError: (error) => void notify('error', failureText(error, t('http.unknown'))),
      },
    );

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t(passenger ? 'passenger.editTitle' : 'passenger.addTitle')}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <FormItem<PassengerValues, 'appellation'>
        name="appellation"
        label={t('profile.appellation')}
        rules={RULES.required}
        className={half}
      >
        {(field) => <TitleSelect {...field} />}
      </FormItem>
      <FormItem<PassengerValues, 'nationality'>
        name="nationality"
        label={t('profile.nationality')}
        rules={RULES.required}
        className={half}
      >
        {(field) => <NationSelect {...field} />}
      </FormItem>
      <FormItem<PassengerValues, 'lastName'>
        name="lastName"
        label={t('profile.lastName')}
        rules={RULES.name}
        noCjk
        upCase
        trim
        className={half}
      >
        {(field) => <input {...field} maxLength={LIMITS.nameMax} className={text(field, 'uppercase')} />}
      </FormItem>
      <FormItem<PassengerValues, 'firstName'>
        name="firstName"
        label={t('profile.firstName')}
        rules={RULES.name}
        noCjk
        upCase
        trim
        className={half}
      >
        {(field) => <input {...field} maxLength={LIMITS.nameMax} className={text(field, 'uppercase')} />}
      </FormItem>
      <FormItem<PassengerValues, 'datebirth'>
        name="datebirth"
        label={t('profile.birthDate')}
        rules={RULES.birthDate}
        className={cn(half, 'sm:col-span-2')}
      >
        {(field) => (
          <DateField
            {...field}
            min="1900-01-01"
            max={localIsoDate()}
            openAt={isoYearsFromToday(LIMITS.birthPickerYearsAgo)}
          />
        )}
      </FormItem>
      <FormItem<PassengerValues, 'idType'>
        name="idType"
        label={t('passenger.idType')}
        rules={RULES.required}
        className={half}
      >
        {({ value, ...field }) => (
          <select {...field} value={value} className={text(field, 'bg-white')}>
            {Object.entries(ID_TYPE_LABELS).map(([id, label]) => (
              <option key={id} value={id}>
                {t(label)}
              </option>
            ))}
          </select>
        )}
      </FormItem>
      <FormItem<PassengerValues, 'idNumber'>
        name="idNumber"
        label={t('passenger.idNumber')}
        rules={RULES.idNumber}
        noCjk
        upCase
        trim
        className={half}
      >
        {(field) => <input {...field} maxLength={20} autoComplete="off" className={text(field, 'uppercase')} />}
      </FormItem>
      <FormItem<PassengerValues, 'idExpiry'>
        name="idExpiry"
        label={t('passenger.idExpiry')}
        rules={RULES.idExpiry}
        className={cn(half, 'sm:col-span-2')}
      >
        {(field) => <DateField {...field} min={isoDaysFromToday(1)} max={isoYearsFromToday(-20)} />}
      </FormItem>
      <PhoneFields label={t('passenger.phoneOptional')} className="min-w-0 sm:col-span-2" />
      <FormItem<PassengerValues, 'email'>
        name="email"
        label={t('passenger.emailOptional')}
        rules={RULES.email}
        trim
        className={cn(half, 'sm:col-span-2')}
      >
        {(field) => <input {...field} type="email" inputMode="email" className={text(field)} />}
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
