import { MARKETING_LIMITS, SITE_LANGUAGES, type SiteLanguage } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { SelectField, TextArea } from '../../components/ui/field';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { MarketingTabs } from './marketing-tabs';
import { marketingQueries, useReplaceHotSearches } from './marketing-queries';

/** Hot searches (issue 14): the shop's own picks per kind and language, after what members search most. */
export function HotSearchesPage() {
  const [kind, setKind] = useState(1);
  const [language, setLanguage] = useState<SiteLanguage>('en-AU');
  const picks = useQuery(marketingQueries.hotSearches(kind, language));
  return (
    <Page title="Hot searches">
      <MarketingTabs />
      <Section title="The shop’s picks">
        <div className="mb-3 grid gap-3 sm:grid-cols-2">
          <SelectField label="For" value={kind} onChange={(e) => setKind(Number(e.target.value))}>
            <option value={1}>Trips and activities</option>
            <option value={2}>Hotels</option>
          </SelectField>
          <SelectField label="Language" value={language} onChange={(e) => setLanguage(e.target.value as SiteLanguage)}>
            {SITE_LANGUAGES.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </SelectField>
        </div>
        {picks.isPending ? <Loading /> : null}
        {picks.isError ? <LoadError error={picks.error} /> : null}
        {picks.data ? (
          <PicksForm key={`${kind}:${language}`} kind={kind} language={language} keywords={picks.data.keywords} />
        ) : null}
      </Section>
    </Page>
  );
}

function PicksForm({ kind, language, keywords }: { kind: number; language: SiteLanguage; keywords: string[] }) {
  const [text, setText] = useState(keywords.join('\n'));
  const [error, setError] = useState<string | undefined>();
  const save = useReplaceHotSearches();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const list = text
      .split('\n')
      .map((k) => k.trim())
      .filter(Boolean);
    if (list.length > MARKETING_LIMITS.hotSearchKeywords) {
      return setError(`At most ${MARKETING_LIMITS.hotSearchKeywords} keywords`);
    }
    setError(undefined);
    try {
      await save.mutateAsync({ kind, language, keywords: list });
      toast.success('Hot searches saved: the storefront shows them now');
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Hot searches">
      <TextArea
        label="Keywords, one per line, in the order shown"
        rows={8}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        hint={`Up to ${MARKETING_LIMITS.hotSearchKeywords}, each at most ${MARKETING_LIMITS.hotSearchKeyword} characters`}
      />
      <div>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save hot searches'}
        </Button>
      </div>
    </form>
  );
}
