import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from './hotel-icons';

/**
 * The page numbers to offer: the first, the last and one page each side of the current one, with
 * a gap marker where numbers are left out (1 … 4 5 6 … 20).
 */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - 1; p <= page + 1; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, p] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push('gap');
    result.push(p);
  }
  return result;
}

const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium';

/** Page links of the results (the page number lives in the URL). */
export function HotelPagination({
  page,
  pageCount,
  hrefOf,
}: {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
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
    <nav aria-label={t('paging.label')} className="mt-8 flex justify-center" data-testid="hotel-pagination">
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
                aria-label={t('hotels.page', { page: entry })}
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
