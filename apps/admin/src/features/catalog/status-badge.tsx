import { STATUS_NAMES } from './catalog-text';

const TONES: Record<string, string> = {
  published: 'bg-green-100 text-green-900',
  unpublished: 'bg-amber-100 text-amber-900',
  archived: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {STATUS_NAMES[status] ?? status}
    </span>
  );
}
