import { BANNER_PLACEMENTS, SITE_LANGUAGES, type AdminBanner } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { catalogQueries } from '../../api/catalog-queries';
import { Button } from '../../components/ui/button';
import { FormError, SelectField, TextField } from '../../components/ui/field';
import { BannerImageField } from './banner-image-field';
import { EMPTY_BANNER, bannerDraftOf, bannerRequestOf, type BannerDraft } from './banner-draft';
import { marketingQueries, useCreateBanner, useUpdateBanner } from './marketing-queries';

const PLACEMENT_LABELS = { home: 'Home carousel', plan: 'Plan banner (trip ideas)' } as const;
const SHOWN_FIELDS = ['title', 'subtitle', 'image', 'productCode', 'link', 'sort', 'startAt', 'endAt', 'language'];

/** A banner's form: new (empty) or an existing banner's edit; `onDone` after a save. */
export function BannerForm({ banner, onDone }: { banner?: AdminBanner; onDone?: () => void }) {
  const [draft, setDraft] = useState<BannerDraft>(banner ? bannerDraftOf(banner) : EMPTY_BANNER);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const products = useQuery(catalogQueries.search(''));
  const banners = useQuery(marketingQueries.banners());
  const pictures = [...new Map((banners.data?.items ?? []).map((b) => [b.image, b])).values()];
  const set = (patch: Partial<BannerDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const pending = create.isPending || update.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = bannerRequestOf(draft);
    if ('field' in request) return setProblem(request);
    setProblem(null);
    try {
      if (banner) await update.mutateAsync({ id: banner.id, patch: request });
      else await create.mutateAsync(request);
      toast.success(banner ? 'Banner saved' : 'Banner created: the storefront shows it now');
      if (!banner) setDraft(EMPTY_BANNER);
      onDone?.();
    } catch (failure) {
      setProblem({ field: (failure as { field?: string }).field ?? 'form', message: (failure as Error).message });
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label={banner ? 'Edit banner' : 'New banner'}
    >
      <SelectField
        label="Where"
        value={draft.placement}
        onChange={(e) => set({ placement: e.target.value as BannerDraft['placement'] })}
      >
        {BANNER_PLACEMENTS.map((p) => (
          <option key={p} value={p}>
            {PLACEMENT_LABELS[p]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Language"
        value={draft.language}
        onChange={(e) => set({ language: e.target.value as BannerDraft['language'] })}
        error={errorOf('language')}
      >
        {SITE_LANGUAGES.map((l) => (
          <option key={l}>{l}</option>
        ))}
      </SelectField>
      <TextField
        label="Title"
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
        error={errorOf('title')}
      />
      <TextField
        label="Subtitle"
        value={draft.subtitle}
        onChange={(e) => set({ subtitle: e.target.value })}
        error={errorOf('subtitle')}
        hint="Optional"
      />
      <BannerImageField draft={draft} set={set} error={errorOf('image')} pictures={pictures} />
      <SelectField
        label="Opens"
        value={draft.target}
        onChange={(e) => set({ target: e.target.value as BannerDraft['target'] })}
      >
        <option value="product">A product’s page</option>
        <option value="link">A page or web address</option>
      </SelectField>
      {draft.target === 'product' ? (
        <>
          <TextField
            label="Product code"
            list="banner-products"
            value={draft.productCode}
            onChange={(e) => set({ productCode: e.target.value })}
            error={errorOf('productCode')}
            hint="Type a code or a title to choose"
          />
          <datalist id="banner-products">
            {(products.data?.list ?? []).map((p) => (
              <option key={p.code} value={p.code}>
                {p.title}
              </option>
            ))}
          </datalist>
        </>
      ) : (
        <TextField
          label="Link"
          value={draft.link}
          onChange={(e) => set({ link: e.target.value })}
          error={errorOf('link')}
          hint="A storefront page such as /search?keyword=cruise, or https://…"
        />
      )}
      <TextField
        label="Order"
        inputMode="numeric"
        value={draft.sort}
        onChange={(e) => set({ sort: e.target.value })}
        error={errorOf('sort')}
        hint="Smaller first"
      />
      <TextField
        label="Show from"
        type="datetime-local"
        value={draft.startAt}
        onChange={(e) => set({ startAt: e.target.value })}
        error={errorOf('startAt')}
        hint="Empty: now"
      />
      <TextField
        label="Show until"
        type="datetime-local"
        value={draft.endAt}
        onChange={(e) => set({ endAt: e.target.value })}
        error={errorOf('endAt')}
        hint="Empty: until removed"
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Saving…' : banner ? 'Save banner' : 'Create banner'}
        </Button>
        {problem && !SHOWN_FIELDS.includes(problem.field) ? <FormError message={problem.message} /> : null}
      </div>
    </form>
  );
}
