import { HEX_COLOR, THEME_COLOR_KEYS, type StorefrontSettings } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { CategoryFields, DomainFields, FooterFields } from './content-fields';
import { GeneralFields } from './general-fields';
import { MarketFields } from './market-fields';
import { changedFields, draftOf, settingsQuery, useSaveSettings, type SettingsDraft } from './settings-queries';
import { ThemeFields } from './theme-fields';
import { ThemePreview } from './theme-preview';

export function SettingsPage() {
  const settings = useQuery(settingsQuery());
  return (
    <Page title="Storefront settings">
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? <LoadError error={settings.error} /> : null}
      {settings.data ? <SettingsForm key={JSON.stringify(draftOf(settings.data))} saved={settings.data} /> : null}
    </Page>
  );
}

/** The form over one loaded version of the settings; a save re-keys it with what the server kept. */
function SettingsForm({ saved }: { saved: StorefrontSettings }) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(saved));
  const [error, setError] = useState('');
  const save = useSaveSettings();
  const set = (patch: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const patch = changedFields(draftOf(saved), draft);
  const dirty = Object.keys(patch).length > 0;
  const coloursValid = THEME_COLOR_KEYS.every((key) => HEX_COLOR.test(draft.webStyle[key]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await save.mutateAsync(patch);
      toast.success('Settings saved: the storefront shows them now');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The settings were not saved');
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white/95 p-3 shadow-sm">
        <Button type="submit" variant="primary" disabled={!dirty || !coloursValid || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
        <Button onClick={() => setDraft(draftOf(saved))} disabled={!dirty}>
          Discard changes
        </Button>
        <span className="text-sm text-slate-700">{dirty ? 'Unsaved changes' : 'All changes saved'}</span>
        {error ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className="flex flex-col gap-4">
          <Section title="Theme colours">
            <ThemeFields value={draft.webStyle} onChange={(webStyle) => set({ webStyle })} />
          </Section>
          <Section title="Shop details">
            <GeneralFields draft={draft} set={set} logo={saved.logo} />
          </Section>
        </div>
        <Section title="Live preview">
          <ThemePreview
            merchantNumber={saved.number}
            language={saved.defaultLanguage}
            currency={saved.defaultCurrency}
            webStyle={draft.webStyle}
          />
        </Section>
        <Section title="Languages and currencies">
          <MarketFields draft={draft} set={set} />
        </Section>
        <Section title="Catalog and footer">
          <div className="flex flex-col gap-4">
            <CategoryFields draft={draft} set={set} />
            <FooterFields draft={draft} set={set} />
          </div>
        </Section>
        <Section title="Custom domains">
          <DomainFields draft={draft} set={set} />
        </Section>
      </div>
    </form>
  );
}
