import { SETTINGS_LIMITS, SITE_LANGUAGES } from '@storefront/contracts';
import { categories } from '@storefront/reference-data';
import { TextArea, TextField } from '../../components/ui/field';
import type { SettingsDraft } from './settings-queries';

type Props = { draft: SettingsDraft; set: (patch: Partial<SettingsDraft>) => void };

/** Hidden categories: a group hides all of it, a subcategory only itself (as the catalog applies them). */
export function CategoryFields({ draft, set }: Props) {
  const hidden = new Set(draft.hiddenCategoryIds);
  const toggle = (id: number, on: boolean) =>
    set({ hiddenCategoryIds: on ? [...hidden, id] : draft.hiddenCategoryIds.filter((x) => x !== id) });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-base font-semibold">Hidden categories</legend>
      {categories('en-AU').map((group) => (
        <details key={group.id} className="rounded border border-slate-200 p-2">
          <summary className="cursor-pointer text-sm font-medium">
            {group.title}
            {hidden.has(group.id) ? ' (hidden)' : ''}
          </summary>
          <label className="mt-2 flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={hidden.has(group.id)}
              onChange={(e) => toggle(group.id, e.target.checked)}
            />
            Hide the whole group
          </label>
          <div className="mt-1 grid grid-cols-1 gap-1 pl-4 sm:grid-cols-2">
            {group.classificationCollection.map((sub) => (
              <label key={sub.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={hidden.has(sub.id)}
                  disabled={hidden.has(group.id)}
                  onChange={(e) => toggle(sub.id, e.target.checked)}
                />
                {sub.title}
              </label>
            ))}
          </div>
        </details>
      ))}
    </fieldset>
  );
}

export function FooterFields({ draft, set }: Props) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold">Footer texts</legend>
      {SITE_LANGUAGES.map((language) => (
        <TextArea
          key={language}
          label={`Footer (${language})`}
          lang={language}
          maxLength={SETTINGS_LIMITS.footerTextMax}
          value={draft.footerTexts[language] ?? ''}
          onChange={(e) => set({ footerTexts: { ...draft.footerTexts, [language]: e.target.value } })}
        />
      ))}
    </fieldset>
  );
}

/** The merchant's own hostnames; the first is the one its links use. */
export function DomainFields({ draft, set }: Props) {
  const domains = [...draft.domains, ''].slice(0, SETTINGS_LIMITS.domainsMax);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">Custom domains</legend>
      <p className="text-xs text-slate-700">
        Point the domain’s DNS at this server (your proxy handles TLS). The first domain is used in links and mail.
      </p>
      {domains.map((domain, index) => (
        <TextField
          key={index}
          label={`Domain ${index + 1}`}
          placeholder="shop.example.com"
          value={domain}
          onChange={(e) => {
            const next = [...domains];
            next[index] = e.target.value;
            set({ domains: next.map((d) => d.trim()).filter(Boolean) });
          }}
        />
      ))}
    </fieldset>
  );
}
