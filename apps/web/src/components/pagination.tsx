import { useTranslation } from '../lib/use-translation';
import { Link, type To } from 'react-router';
import { cn } from '../lib/cn';
import { pageWindow } from '../lib/page-window';
import { ChevronLeftIcon, ChevronRightIcon } from './ui/icons';

type Props = {
  page: number;
  pageCount: number;
  /** The link of a page: every list keeps its page in the URL, so paging survives reloads and Back. */
  hrefOf: (page: number) => To;
};

const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium';

/** Page links: previous, numbers around the current page with the first and last, next. */
export function Pagination({ page, pageCount, hrefOf }: Props) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const edge = (to: number, rel: 'prev' | 'next', enabled: boolean) => {
    const content =
      rel === 'prev' ? (
        <>
          <ChevronLeftIcon className="size-4" />
          <span className="max-sm:sr-only">{t('paging.previous')}</span>
        </>
      ) : (
        <>
          <span className="max-sm:sr-only">{t('paging.next')}</span>
          <ChevronRightIcon className="size-4" />
        </>
      );
    return enabled ? (
      <Link to={hrefOf(to)} rel={rel} className={cn(item, 'text-slate-700 hover:bg-seven')}>
        {content}
      </Link>
    ) : (
      <span className={cn(item, 'text-slate-500')} aria-hidden="true">
        {content}
      </span>
    );
  };
  return (
    <nav aria-label={t('paging.label')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(page - 1, 'prev', page > 1)}</li>
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
                aria-label={t('paging.page', { page: entry })}
                className={cn(item, entry === page ? 'bg-first text-white' : 'text-slate-700 hover:bg-seven')}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, 'next', page < pageCount)}</li>
      </ul>
    </nav>
  );
}
