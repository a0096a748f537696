import type { SiteLanguage } from '@storefront/contracts';
import { TextArea, TextField } from '../../components/ui/field';
import { LANGUAGE_NAMES, T } from '../catalog/catalog-text';
import { missingFieldsOf, type TextFieldSpec, type TextsDraft } from './hotel-text';

type Props = {
  languages: readonly SiteLanguage[];
  fields: readonly TextFieldSpec[];
  draft: TextsDraft;
  errors: Record<string, string>;
  onChange: (draft: TextsDraft) => void;
};

const COLUMNS: Record<number, string> = {
  1: '',
  2: 'lg:grid-cols-2',
  3: 'xl:grid-cols-3',
  4: 'lg:grid-cols-2 2xl:grid-cols-4',
};

const hintOf = (f: TextFieldSpec) =>
  f.kind === 'list' ? `One per line, up to ${f.items ?? ''}` : `Up to ${f.max.toLocaleString('en-AU')} characters`;

/** Texts in each of the shop's languages side by side, each headed with its "missing translation" marker. */
export function TextsColumns({ languages, fields, draft, errors, onChange }: Props) {
  return (
    <div className={`grid gap-4 ${COLUMNS[languages.length] ?? ''}`}>
      {languages.map((language) => {
        const name = LANGUAGE_NAMES[language];
        const own = draft[language] ?? {};
        const set = (key: string, value: string) => onChange({ ...draft, [language]: { ...own, [key]: value } });
        return (
          <fieldset
            key={language}
            className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3"
            data-language={language}
          >
            <legend className="flex flex-wrap items-center gap-2 px-1">
              <span className="text-sm font-semibold text-slate-900">{name}</span>
              <Marker missing={missingFieldsOf(draft, fields, language)} />
            </legend>
            {fields.map((f) => {
              const common = {
                label: `${f.label} (${name})`,
                value: own[f.key] ?? '',
                lang: language,
                hint: hintOf(f),
                error: errors[`${language}.${f.key}`],
                onChange: (event: { target: { value: string } }) => set(f.key, event.target.value),
              };
              return f.kind === 'line' ? (
                <TextField key={f.key} {...common} />
              ) : (
                <TextArea key={f.key} {...common} rows={f.kind === 'area' ? 4 : 3} />
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

function Marker({ missing }: { missing: string[] }) {
  return missing.length > 0 ? (
    <span
      data-testid="missing-translation"
      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
    >
      {T.missingTranslation}: {missing.join(', ')}
    </span>
  ) : (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">{T.translated}</span>
  );
}
