import type { AdminBanner } from '@storefront/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatDateTime } from '../../lib/format';
import { BannerForm } from './banner-form';
import { useDeleteBanner } from './marketing-queries';

const STATE_CLASS = {
  showing: 'bg-green-100 text-green-900',
  scheduled: 'bg-blue-100 text-blue-900',
  ended: 'bg-slate-200 text-slate-800',
} as const;

/** The shop's banners as cards (they read the same at 390 px and on a desk): edit or delete each. */
export function BannerList({ items }: { items: readonly AdminBanner[] }) {
  if (items.length === 0) {
    return <p className="text-sm text-slate-700">No banner yet: the storefront shows none here.</p>;
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((banner) => (
        <BannerCard key={banner.id} banner={banner} />
      ))}
    </ul>
  );
}

function BannerCard({ banner }: { banner: AdminBanner }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteBanner();

  async function confirmDelete() {
    try {
      await remove.mutateAsync(banner.id);
      toast.success('Banner deleted');
      setDeleting(false);
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  }

  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <img src={banner.imageUrl} alt="" className="h-16 w-24 shrink-0 rounded object-cover sm:w-32" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <p className="font-semibold break-words text-slate-900">{banner.title}</p>
        <p className="text-slate-700">
          {banner.placement === 'home' ? 'Home' : 'Plan'} · {banner.language} · order {banner.sort} ·{' '}
          <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATE_CLASS[banner.state]}`}>
            {banner.state}
          </span>
        </p>
        <p className="break-all text-slate-700">Opens {banner.link}</p>
        <p className="text-xs text-slate-600">
          From {formatDateTime(banner.startAt)}
          {banner.endAt ? ` until ${formatDateTime(banner.endAt)}` : ', until removed'}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <Button onClick={() => setEditing(true)} aria-label={`Edit banner ${banner.title}`}>
            Edit
          </Button>
          <Button variant="ghost" onClick={() => setDeleting(true)} aria-label={`Delete banner ${banner.title}`}>
            Delete
          </Button>
        </div>
      </div>
      <Dialog open={editing} onOpenChange={setEditing} title={`Edit banner “${banner.title}”`}>
        <BannerForm banner={banner} onDone={() => setEditing(false)} />
      </Dialog>
      <Dialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this banner?"
        description={`“${banner.title}” leaves the storefront at once.`}
      >
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
            Delete banner
          </Button>
          <Button onClick={() => setDeleting(false)}>Keep it</Button>
        </div>
      </Dialog>
    </li>
  );
}
