import type { AdminProduct, SiteLanguage } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateProduct, usePatchProduct } from '../../api/catalog-queries';
import { Button } from '../../components/ui/button';
import { Section } from '../../components/ui/page';
import { T } from './catalog-text';
import { ProductDetails } from './product-details';
import { draftOf, durationMinutes, missingFields, toCreate, toPatch, type ProductDraft } from './product-draft';
import { StatusActions } from './status-actions';
import { TextsEditor } from './texts-editor';

type Props = { product: AdminProduct | null; languages: SiteLanguage[]; countries: string[] };

/** The product's texts and details over one loaded version; a save re-keys it with what the server kept. */
export function ProductForm({ product, languages, countries }: Props) {
  const saved = draftOf(product, languages);
  const [draft, setDraft] = useState<ProductDraft>(saved);
  const [error, setError] = useState('');
  const create = useCreateProduct();
  const patch = usePatchProduct(product?.code ?? '');
  const navigate = useNavigate();
  const set = (next: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...next }));
  const changes = product ? toPatch(saved, draft) : null;
  const dirty = product ? Object.keys(changes ?? {}).length > 0 : true;
  const pending = create.isPending || patch.isPending;

  function problem(): string {
    if (languages.every((language) => missingFields(draft, language).includes('title')))
      return 'Give the product a title in at least one language';
    if (!draft.category) return 'Choose a category';
    if (!draft.location) return 'Choose a city';
    if (Number.isNaN(durationMinutes(draft))) return 'The duration is a whole number';
    return '';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problem();
    setError(found);
    if (found) return;
    try {
      if (product) {
        await patch.mutateAsync(changes ?? {});
        toast.success('Saved: the storefront shows it now');
      } else {
        const created = await create.mutateAsync(toCreate(draft));
        toast.success('Product created, unpublished: add photos and a package, then publish it');
        await navigate(`/products/${created.code}`);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The product was not saved');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white/95 p-3 shadow-sm">
        <Button type="submit" variant="primary" disabled={!dirty || pending}>
          {pending ? T.saving : product ? 'Save changes' : 'Create product'}
        </Button>
        {product ? (
          <>
            <Button onClick={() => setDraft(saved)} disabled={!dirty}>
              Discard changes
            </Button>
            <StatusActions product={product} dirty={dirty} />
          </>
        ) : null}
        {error ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Section title="Texts">
        <TextsEditor
          languages={languages}
          draft={draft}
          onChange={(language, texts) => set({ texts: { ...draft.texts, [language]: texts } })}
        />
      </Section>
      <Section title="Details">
        <ProductDetails draft={draft} set={set} countries={countries} />
      </Section>
    </form>
  );
}
