import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useGlobalData } from '../../api/reference-queries';

/** The open tab's heading, with an optional action on its right. */
export function TabHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id="account-tab-title" className="text-2xl font-semibold text-fourth">
        {children}
      </h2>
      {action}
    </div>
  );
}

/** Previous / next paging with "page x of y". */
export function Pager({
  pageIndex,
  pageSize,
  total,
  onPage,
}: {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPage: (pageIndex: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const button =
    'inline-flex h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-seven disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={t('paging.label')} className="mt-6 flex items-center justify-center gap-3">
      <button type="button" className={button} disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)}>
        {t('paging.previous')}
      </button>
      <span className="text-sm tabular-nums text-slate-700" aria-live="polite">
        {t('paging.status', { page: pageIndex, pages })}
      </span>
      <button type="button" className={button} disabled={pageIndex >= pages} onClick={() => onPage(pageIndex + 1)}>
        {t('paging.next')}
      </button>
    </nav>
  );
}

/** Titles of nations and salutations in the page language. */
export function useReferenceTitles() {
  const { data } = useGlobalData();
  return {
    nation: (id: string) => data?.nationalities.find((nation) => nation.id === id)?.title ?? id,
    salutation: (id: number | null) => data?.salutations.find((salutation) => salutation.id === id)?.title ?? '',
  };
}

/** The list page in the URL (`?page=2`), so paging survives reloads and the back button. */
export function usePageParam(): [number, (page: number, replace?: boolean) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const page = Math.max(1, Number(new URLSearchParams(search).get('page')) || 1);
  const setPage = useCallback(
    (next: number, replace = false) =>
      void navigate({ pathname, search: next > 1 ? `?page=${next}` : '' }, { replace }),
    [navigate, pathname],
  );
  return [page, setPage];
}
