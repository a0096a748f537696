import { CURRENCY_CODES, SITE_LANGUAGES } from '@storefront/contracts';
import { SelectField } from '../../components/ui/field';
import type { SettingsDraft } from './settings-queries';

type Props = { draft: SettingsDraft; set: (patch: Partial<SettingsDraft>) => void };

const LANGUAGE_NAMES: Record<string, string> = {
  'zh-CN': 'Chinese (Simplified)',
  'zh-TW': 'Chinese (Traditional)',
  'en-AU': 'English (Australia)',
  'ko-KR': 'Korean',
};

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** Languages and currencies offered, each with its default (which must be one of those offered). */
export function MarketFields({ draft, set }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-base font-semibold">Languages</legend>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {SITE_LANGUAGES.map((language) => (
            <label key={language} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.languages.includes(language)}
                onChange={(e) => set({ languages: toggle(draft.languages, language, e.target.checked) })}
              />
              {LANGUAGE_NAMES[language] ?? language}
            </label>
          ))}
        </div>
        <SelectField
          label="Default language"
          value={draft.defaultLanguage}
          onChange={(e) => set({ defaultLanguage: e.target.value as SettingsDraft['defaultLanguage'] })}
          error={
            draft.languages.includes(draft.defaultLanguage)
              ? undefined
              : 'The default must be one of the languages offered'
          }
        >
          {SITE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language] ?? language}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-base font-semibold">Currencies</legend>
        <div className="grid grid-cols-3 gap-1">
          {CURRENCY_CODES.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.currencies.includes(code)}
                onChange={(e) => set({ currencies: toggle(draft.currencies, code, e.target.checked) })}
              />
              {code}
            </label>
          ))}
        </div>
        <SelectField
          label="Default currency"
          value={draft.defaultCurrency}
          onChange={(e) => set({ defaultCurrency: e.target.value as SettingsDraft['defaultCurrency'] })}
          error={
            draft.currencies.includes(draft.defaultCurrency)
              ? undefined
              : 'The default must be one of the currencies offered'
          }
        >
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </fieldset>
    </div>
  );
}
