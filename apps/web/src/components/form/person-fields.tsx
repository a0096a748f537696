import {
  FORM_MESSAGES,
  LIMITS,
  PASSENGER_ID_TYPES,
  isDocumentExpiry,
  isDocumentNumber,
  isTravellerBirthDate,
  localIsoDate,
  rules,
  type ValidationRule,
} from '@storefront/contracts';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { DateField, isoDaysFromToday, isoYearsFromToday } from './date-field';
import { FormItem } from './form-item';
import { NationSelect, TitleSelect } from './reference-selects';

/** The fields ProfileFields reads and writes. */
export type ProfileFieldValues = {
  appellation: string;
  lastName: string;
  firstName: string;
  datebirth: string;
  nationality: string;
  residency: string;
};

/** The fields TravellerFields reads and writes, below its `prefix`. */
export type TravellerFieldValues = {
  appellation: string;
  lastName: string;
  firstName: string;
  datebirth: string;
  nationality: string;
  idType: string;
  idNumber: string;
  idExpiry: string;
};

/** Where a person's fields sit in the form: '' at the top, or e.g. `travellers.0.` in a list. */
export type FieldPrefix = '' | `${string}.`;

export const ID_TYPE_LABELS = {
  [PASSENGER_ID_TYPES.passport]: 'passenger.idTypes.passport',
  [PASSENGER_ID_TYPES.nationalIdCard]: 'passenger.idTypes.idCard',
  [PASSENGER_ID_TYPES.otherTravelDocument]: 'passenger.idTypes.other',
} as const;

/** A rule of our own, reported like the spec's pattern rule. */
const check = (message: string, test: (value: string) => boolean): ValidationRule => ({
  type: 'pattern',
  message,
  test: (value) => typeof value === 'string' && test(value.trim()),
});

const RULES = {
  required: [rules.required()],
  name: [rules.required(), rules.name()],
  /** The account holder: an adult (spec §5). */
  profileBirthDate: [rules.required({ message: FORM_MESSAGES.birthDate }), rules.birthDate()],
  /** A traveller may be a child. */
  travellerBirthDate: [
    rules.required({ message: FORM_MESSAGES.birthDate }),
    check(FORM_MESSAGES.birthDate, (value) => isTravellerBirthDate(value, localIsoDate())),
  ],
  idNumber: [rules.required(), check('passenger.idNumberError', isDocumentNumber)],
  idExpiry: [rules.required(), check('passenger.idExpiryError', (value) => isDocumentExpiry(value, localIsoDate()))],
};

const half = 'flex min-w-0 flex-col gap-1';
const wide = cn(half, 'sm:col-span-2');

function RequiredSelect({ name, label, Select }: { name: string; label: string; Select: typeof NationSelect }) {
  return (
    <FormItem name={name} label={label} rules={RULES.required} className={half}>
      {(field) => <Select {...field} />}
    </FormItem>
  );
}

function BirthDateField({
  name,
  label,
  traveller,
  className,
}: {
  name: string;
  label: string;
  traveller: boolean;
  className: string;
}) {
  return (
    <FormItem
      name={name}
      label={label}
      rules={traveller ? RULES.travellerBirthDate : RULES.profileBirthDate}
      className={className}
    >
      {(field) => (
        <DateField
          {...field}
          min={traveller ? '1900-01-01' : undefined}
          max={localIsoDate()}
          openAt={isoYearsFromToday(LIMITS.birthPickerYearsAgo)}
        />
      )}
    </FormItem>
  );
}

const NAMES = [
  { field: 'lastName', autoComplete: 'family-name', hint: 'form.lastNameHint' },
  { field: 'firstName', autoComplete: 'given-name', hint: 'form.firstNameHint' },
] as const;

/** Family and given names as on a passport: Latin capitals, trimmed (spec §5). */
export function NameFields({
  prefix = '',
  labels,
  autoComplete = false,
  maxLength,
}: {
  prefix?: FieldPrefix;
  labels: Record<'lastName' | 'firstName', string>;
  /** Offer the browser's own name autofill (the member's own names). */
  autoComplete?: boolean;
  maxLength?: number;
}) {
  const { t } = useTranslation();
  // Shoppers on the Chinese and Korean stores type their names in their own script first: the
  // hint says "Latin letters, as on the passport" before typing, and a typed 王 says why it went.
  return NAMES.map(({ field: name, autoComplete: autofill, hint }) => (
    <FormItem
      key={name}
      name={`${prefix}${name}`}
      label={labels[name]}
      hint={t(hint)}
      rules={RULES.name}
      noCjk
      cjkMessage="form.latinName"
      upCase
      trim
      className={half}
    >
      {(field) => (
        <input
          {...field}
          autoComplete={autoComplete ? autofill : undefined}
          maxLength={maxLength}
          className={cn(field.className, 'h-10 uppercase')}
        />
      )}
    </FormItem>
  ));
}

/**
 * The account holder's details (spec §3, §5): title, names, birth date, nationality, residency.
 * With `nickName` the nickname sits beside the title; without, the title has its row alone.
 */
export function ProfileFields({ nickName = false }: { nickName?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {nickName && (
        <FormItem
          name="nickName"
          label={t('profile.nickName')}
          rules={[rules.length({ max: 50 })]}
          trim
          className={half}
        >
          {(field) => <input {...field} autoComplete="nickname" className={cn(field.className, 'h-10')} />}
        </FormItem>
      )}
      <RequiredSelect name="appellation" label={t('profile.appellation')} Select={TitleSelect} />
      {!nickName && <div aria-hidden="true" className="max-sm:hidden" />}
      <NameFields
        labels={{ lastName: t('profile.lastName'), firstName: t('profile.firstName') }}
        autoComplete
        maxLength={LIMITS.nameMax}
      />
      <BirthDateField name="datebirth" label={t('profile.birthDate')} traveller={false} className={wide} />
      <RequiredSelect name="nationality" label={t('profile.nationality')} Select={NationSelect} />
      <RequiredSelect name="residency" label={t('profile.residency')} Select={NationSelect} />
    </>
  );
}

/**
 * A traveller's details for a booking (spec §5): title, nationality, names, birth date and travel
 * document. `wording` picks the labels: the saved-traveller dialog's or the order form's.
 */
export function TravellerFields({
  prefix = '',
  wording,
  wideDates = false,
}: {
  prefix?: FieldPrefix;
  wording: 'passenger' | 'order';
  /** Dates take a whole row from `sm` up. */
  wideDates?: boolean;
}) {
  const { t } = useTranslation();
  const person = wording === 'order' ? 'order' : 'profile';
  const dates = wideDates ? wide : half;
  return (
    <>
      <RequiredSelect name={`${prefix}appellation`} label={t(`${person}.appellation`)} Select={TitleSelect} />
      <RequiredSelect name={`${prefix}nationality`} label={t(`${person}.nationality`)} Select={NationSelect} />
      <NameFields
        prefix={prefix}
        labels={{ lastName: t(`${person}.lastName`), firstName: t(`${person}.firstName`) }}
        maxLength={LIMITS.nameMax}
      />
      <BirthDateField name={`${prefix}datebirth`} label={t(`${person}.birthDate`)} traveller className={dates} />
      <FormItem name={`${prefix}idType`} label={t(`${wording}.idType`)} rules={RULES.required} className={half}>
        {({ value, ...field }) => (
          <select {...field} value={value} className={cn(field.className, 'h-10', 'bg-white')}>
            {Object.entries(ID_TYPE_LABELS).map(([id, label]) => (
              <option key={id} value={id}>
                {wording === 'order' ? t(`order.idTypes.${id as '1' | '2' | '3'}`) : t(label)}
              </option>
            ))}
          </select>
        )}
      </FormItem>
      <FormItem
        name={`${prefix}idNumber`}
        label={t(`${wording}.idNumber`)}
        rules={RULES.idNumber}
        noCjk
        upCase
        trim
        className={half}
      >
        {(field) => (
          <input {...field} maxLength={20} autoComplete="off" className={cn(field.className, 'h-10', 'uppercase')} />
        )}
      </FormItem>
      <FormItem name={`${prefix}idExpiry`} label={t(`${wording}.idExpiry`)} rules={RULES.idExpiry} className={dates}>
        {(field) => <DateField {...field} min={isoDaysFromToday(1)} max={isoYearsFromToday(-20)} />}
      </FormItem>
    </>
  );
}
