import type { Complaint } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocale } from '../../app/use-locale';
import { secondaryButton } from '../../components/ui/button-class';
import { formatLongDay } from '../../lib/date-format';
import { complaintQueries } from './complaint-queries';
import { OrderComplaintDialog } from './order-complaint-dialog';

function ComplaintItem({ complaint }: { complaint: Complaint }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">
          {t('complaint.number', { number: complaint.number })} · {t(`complaint.categories.${complaint.category}`)}
        </span>
        <span
          className="rounded-full bg-third px-2 py-0.5 text-xs font-medium text-fourth"
          data-testid="complaint-state"
        >
          {t(`complaint.state.${complaint.state}`)}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {t('complaint.filedOn', { date: formatLongDay(complaint.createdAt.slice(0, 10), language) })}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-slate-800">{complaint.text}</p>
      {complaint.photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {complaint.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={`${url}?w=84&h=84&fm=webp`}
                  alt={t('complaint.photoAlt', { n: index + 1, number: complaint.number })}
                  width={84}
                  height={84}
                  className="size-[84px] rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The order's complaints and "Report a problem" (spec §1 site terms: within 30 days of return).
 * Shown once the order can have one or has some; the server decides (`open`, `deadline`).
 */
export function OrderComplaintSection({ ocode }: { ocode: string }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const complaints = useQuery(complaintQueries.list(ocode));
  const [open, setOpen] = useState(false);
  const data = complaints.data;
  if (!data || (!data.open && data.complaints.length === 0)) return null;
  const deadline = formatLongDay(data.deadline, language);
  return (
    <section
      className="rounded-2xl border border-slate-200 p-4 text-sm"
      aria-labelledby="complaints-title"
      data-testid="complaint-section"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="complaints-title" className="font-semibold text-slate-900">
          {t('complaint.title')}
        </h2>
        {data.open && (
          <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
            {t('complaint.report')}
          </button>
        )}
      </div>
      <p className="mt-1 text-slate-600">
        {data.open ? t('complaint.open', { date: deadline }) : t('complaint.closed', { date: deadline })}
      </p>
      {data.complaints.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100">
          {data.complaints.map((complaint) => (
            <ComplaintItem key={complaint.number} complaint={complaint} />
          ))}
        </ul>
      )}
      <OrderComplaintDialog ocode={ocode} open={open} onOpenChange={setOpen} />
    </section>
  );
}
