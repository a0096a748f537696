import type { ProductDetail } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { CheckIcon } from '../../components/ui/icons';
import { buildLink } from '../../lib/links';

function TextSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6">
      <h2 id={id} className="text-lg font-semibold text-fourth">
        {title}
      </h2>
      <div className="mt-3 text-[15px] leading-7 text-slate-800">{children}</div>
    </section>
  );
}

function Ticks({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckIcon className="mt-1.5 size-4 shrink-0 text-first" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The product's own words: highlights, description, what is included, how to use, cancellation, themes. */
export function ProductTexts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {product.highlights.length > 0 && (
        <TextSection id="product-highlights" title={t('product.highlights')}>
          <Ticks items={product.highlights} />
        </TextSection>
      )}
      {product.description && (
        <TextSection id="product-description" title={t('product.description')}>
          <p className="whitespace-pre-line">{product.description}</p>
        </TextSection>
      )}
      {product.included.length > 0 && (
        <TextSection id="product-included" title={t('product.included')}>
          <Ticks items={product.included} />
        </TextSection>
      )}
      {product.howToUse && (
        <TextSection id="product-how-to-use" title={t('product.howToUse')}>
          <p className="whitespace-pre-line">{product.howToUse}</p>
        </TextSection>
      )}
      {product.cancellationPolicy && (
        <TextSection id="product-cancellation" title={t('product.cancellationPolicy')}>
          <p className="whitespace-pre-line">{product.cancellationPolicy}</p>
        </TextSection>
      )}
      {product.hotTopics.length > 0 && (
        <TextSection id="product-topics" title={t('product.themes')}>
          <ul className="flex flex-wrap gap-2">
            {product.hotTopics.map((topic) => (
              <li key={topic.id}>
                <Link
                  to={buildLink('/search', { query: { hotTopic: topic.id } })}
                  className="inline-flex min-h-9 items-center rounded-full border border-slate-200 px-3.5 text-sm text-slate-800 hover:border-first hover:bg-third hover:text-fourth"
                >
                  #{topic.title}
                </Link>
              </li>
            ))}
          </ul>
        </TextSection>
      )}
    </div>
  );
}
