import {
  PRODUCT_TEXT_FIELDS,
  PRODUCT_TEXT_LIMITS,
  type ProductTextField,
  type SiteLanguage,
} from '@storefront/contracts';
import { TextArea, TextField } from '../../components/ui/field';
import { LANGUAGE_NAMES, T, TEXT_FIELD_NAMES } from './catalog-text';
import { emptyTexts, isListField, missingFields, type ProductDraft, type TextsDraft } from './product-draft';

type Props = {
  languages: readonly SiteLanguage[];
  draft: ProductDraft;
  onChange: (language: SiteLanguage, texts: TextsDraft) => void;
};

/** Up to four languages side by side on a wide screen (two a row on a laptop), one under another on a phone. */
const COLUMNS: Record<number, string> = {
  1: '',
  2: 'lg:grid-cols-2',
  3: 'xl:grid-cols-3',
  4: 'lg:grid-cols-2 2xl:grid-cols-4',
};

const limitOf = (field: ProductTextField) =>
  isListField(field)
    ? `One per line, up to ${field === 'highlights' ? PRODUCT_TEXT_LIMITS.highlights : PRODUCT_TEXT_LIMITS.included}`
    : `Up to ${PRODUCT_TEXT_LIMITS[field as Exclude<ProductTextField, 'highlights' | 'included'>].toLocaleString('en-AU')} characters`;

/** The product's texts in each of the shop's languages, each headed with its "missing translation" marker. */
export function TextsEditor({ languages, draft, onChange }: Props) {
  return (
    <div className={`grid gap-4 ${COLUMNS[languages.length] ?? ''}`}>
      {languages.map((language) => (
        <LanguageColumn
          key={language}
          language={language}
          texts={draft.texts[language] ?? emptyTexts()}
          missing={missingFields(draft, language)}
          onChange={(texts) => onChange(language, texts)}
        />
      ))}
    </div>
  );
}

function LanguageColumn({
  language,
  texts,
  missing,
  onChange,
}: {
  language: SiteLanguage;
  texts: TextsDraft;
  missing: ProductTextField[];
  onChange: (texts: TextsDraft) => void;
}) {
  const name = LANGUAGE_NAMES[language];
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3" data-language={language}>
      <legend className="flex flex-wrap items-center gap-2 px-1">
        <span className="text-sm font-semibold text-slate-900">{name}</span>
        <MissingMarker missing={missing} />
      </legend>
      {PRODUCT_TEXT_FIELDS.map((field) => {
        const common = {
          label: `${TEXT_FIELD_NAMES[field]} (${name})`,
          value: texts[field],
          lang: language,
          hint: limitOf(field),
          onChange: (event: { target: { value: string } }) => onChange({ ...texts, [field]: event.target.value }),
        };
        return field === 'title' || field === 'subtitle' ? (
          <TextField key={field} {...common} maxLength={PRODUCT_TEXT_LIMITS[field]} />
        ) : (
          <TextArea key={field} {...common} rows={field === 'description' ? 5 : 3} />
        );
      })}
    </fieldset>
  );
}

/** "Missing translation: Title, Description" in amber, or "Translated" in green: seen at a glance, read in words. */
export function MissingMarker({ missing }: { missing: readonly ProductTextField[] }) {
  return missing.length > 0 ? (
    <span
      data-testid="missing-translation"
      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
    >
      {T.missingTranslation}: {missing.map((field) => TEXT_FIELD_NAMES[field]).join(', ')}
    </span>
  ) : (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">{T.translated}</span>
  );
}
