import { useCallback, type ReactNode } from 'react';
import { type To, useLocation, useNavigate } from 'react-router';
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

/** Titles of nations and salutations in the page language. */
export function useReferenceTitles() {
  const { data } = useGlobalData();
  return {
    nation: (id: string) => data?.nationalities.find((nation) => nation.id === id)?.title ?? id,
    salutation: (id: number | null) => data?.salutations.find((salutation) => salutation.id === id)?.title ?? '',
  };
}

/** The list page in the URL (`?page=2`), so paging survives reloads and the back button; and a page's link. */
export function usePageParam(): [number, (page: number, replace?: boolean) => void, (page: number) => To] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const page = Math.max(1, Number(new URLSearchParams(search).get('page')) || 1);
  const hrefOf = useCallback((next: number): To => ({ pathname, search: next > 1 ? `?page=${next}` : '' }), [pathname]);
  const setPage = useCallback(
    (next: number, replace = false) => void navigate(hrefOf(next), { replace }),
    [navigate, hrefOf],
  );
  return [page, setPage, hrefOf];
}
