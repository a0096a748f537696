import type { ReactNode } from 'react';
import { SearchIcon } from '../../components/ui/icons';

/** Nothing matched: what happened and what to try, with the page's own way out. */
export function EmptyResults({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-seven px-6 py-12 text-center"
      data-testid="empty-results"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-third text-fourth">
        <SearchIcon />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{body}</p>
      {children && <div className="mt-5 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}
