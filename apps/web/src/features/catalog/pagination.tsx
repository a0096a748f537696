import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { pageWindow } from './page-window';

type Props = {
  page: number;
  pageCount: number;
  /** The link of a page (the page number lives in the URL). */
  hrefOf: (page: number) => string;
};

const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium';

/** Page links: previous, numbers around the current page with the first and last, next. */
export function Pagination({ page, pageCount, hrefOf }: Props) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('catalog.paging.label')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className={cn(item, 'text-slate-700 hover:bg-seven')} rel="prev">
              <ChevronLeftIcon className="size-4" />
              <span className="max-sm:sr-only">{t('catalog.paging.previous')}</span>
            </Link>
          ) : (
            <span className={cn(item, 'text-slate-500')} aria-hidden="true">
              <ChevronLeftIcon className="size-4" />
              <span className="max-sm:sr-only">{t('catalog.paging.previous')}</span>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="px-1 text-slate-600" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefOf(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('catalog.paging.page', { page: entry })}
                className={cn(item, entry === page ? 'bg-first text-white' : 'text-slate-700 hover:bg-seven')}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefOf(page + 1)} className={cn(item, 'text-slate-700 hover:bg-seven')} rel="next">
              <span className="max-sm:sr-only">{t('catalog.paging.next')}</span>
              <ChevronRightIcon className="size-4" />
            </Link>
          ) : (
            <span className={cn(item, 'text-slate-500')} aria-hidden="true">
              <span className="max-sm:sr-only">{t('catalog.paging.next')}</span>
              <ChevronRightIcon className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
