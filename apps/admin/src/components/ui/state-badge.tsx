import { stateLabel } from '../../lib/format';

const TONES: Record<string, string> = {
  pending_payment: 'bg-slate-100 text-slate-800',
  paid: 'bg-blue-100 text-blue-900',
  awaiting_confirmation: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  completed: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
  refund_requested: 'bg-orange-100 text-orange-900',
  refunded: 'bg-purple-100 text-purple-900',
};

export function StateBadge({ state }: { state: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[state] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {stateLabel(state)}
    </span>
  );
}
