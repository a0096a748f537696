import type { Passenger } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { failureText } from '../../api/failure-text';
import { PASSENGER_PAGE_SIZE, passengerQueries } from '../../api/passenger-queries';
import { notify } from '../../app/notify';
import { useLocale } from '../../app/use-locale';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { ID_TYPE_LABELS } from '../../components/form/person-fields';
import { Pagination } from '../../components/pagination';
import { EmptyState, TabState } from '../../components/tab-state';
import { dangerButton, primaryButton, secondaryButton } from '../../components/ui/button-class';
import { PlusIcon } from '../../components/ui/member-icons';
import { formatCalendarDate } from '../../lib/date-format';
import { pageCountOf } from '../../lib/page-window';
import { useDeletePassenger } from './account-queries';
import { PassengerDialog } from './passenger-dialog';
import { TabHeading, usePageParam, useReferenceTitles } from './tab-parts';

const fullName = (passenger: Passenger) => `${passenger.lastName} ${passenger.firstName}`;

function ConfirmDelete({ passenger, onClose }: { passenger: Passenger | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePassenger();
  const confirm = () => {
    if (!passenger) return;
    remove.mutate(passenger.id, {
      onSuccess: () => {
        void notify('success', t('passenger.deleted'), { subject: 'passenger' });
        onClose();
      },
      onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'passenger' }),
    });
  };
  return (
    <AlertDialog.Root open={passenger !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-fourth">
            {t('passenger.deleteTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            {t('passenger.deleteBody', { name: passenger ? fullName(passenger) : '' })}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={secondaryButton}>{t('common.cancel')}</AlertDialog.Cancel>
            <button type="button" onClick={confirm} disabled={remove.isPending} className={dangerButton}>
              {t('common.delete')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function PassengerCard({
  passenger,
  onEdit,
  onDelete,
}: {
  passenger: Passenger;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const titles = useReferenceTitles();
  const idLabel = ID_TYPE_LABELS[passenger.idType as keyof typeof ID_TYPE_LABELS];
  const name = fullName(passenger);
  return (
    <li className="rounded-2xl border border-slate-200 p-4 sm:p-5" data-testid="passenger">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            <span className="mr-2 text-sm font-normal text-slate-600">{titles.salutation(passenger.appellation)}</span>
            {name}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {t('passenger.born', { date: formatCalendarDate(passenger.datebirth, language) })} ·{' '}
            {titles.nation(passenger.nationality)}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={onEdit}
            aria-label={t('passenger.editNamed', { name })}
            className="inline-flex h-9 items-center rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-700 hover:bg-seven"
          >
            {t('common.edit')}
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={t('passenger.deleteNamed', { name })}
            className="inline-flex h-9 items-center rounded-full border border-slate-300 px-3 text-sm font-medium text-sixth hover:bg-seven"
          >
            {t('common.delete')}
          </button>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-slate-500">{idLabel ? t(idLabel) : t('passenger.idType')}</dt>
          <dd className="font-mono">{passenger.idNumber}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">{t('passenger.idExpiry')}</dt>
          <dd>{passenger.idExpiry}</dd>
        </div>
        {passenger.phone && (
          <div className="flex gap-2">
            <dt className="text-slate-500">{t('profile.phone')}</dt>
            <dd>{`+${passenger.country ?? ''} ${passenger.phone}`}</dd>
          </div>
        )}
        {passenger.email && (
          <div className="flex min-w-0 gap-2">
            <dt className="text-slate-500">{t('profile.email')}</dt>
            <dd className="truncate">{passenger.email}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

/** The account area's travellers: a paged list, add and edit in a dialog, delete after a confirmation. */
export default function PersonAdminTab() {
  const { t } = useTranslation();
  const loggedIn = useUserStore(selectLoggedIn);
  const [pageIndex, setPage, hrefOf] = usePageParam();
  const page = useQuery({ ...passengerQueries.page(pageIndex), enabled: loggedIn });
  const [editing, setEditing] = useState<{ passenger: Passenger | null } | null>(null);
  const [deleting, setDeleting] = useState<Passenger | null>(null);

  const addButton = (
    <button type="button" onClick={() => setEditing({ passenger: null })} className={primaryButton}>
      <PlusIcon className="size-4" />
      {t('passenger.add')}
    </button>
  );

  const data = page.data;
  const lastPage = data ? pageCountOf(data.total, PASSENGER_PAGE_SIZE) : 1;
  // Past the last page (its last traveller was deleted, or an old link): show the last one.
  useEffect(() => {
    if (data && pageIndex > lastPage) setPage(lastPage, true);
  }, [data, pageIndex, lastPage, setPage]);

  return (
    <section aria-labelledby="account-tab-title" data-testid="person-admin-tab">
      <TabHeading action={data && data.total > 0 ? addButton : undefined}>{t('account.tabs.personAdmin')}</TabHeading>
      <div className="mt-5">
        {!data ? (
          <TabState query={page} />
        ) : data.total === 0 ? (
          <EmptyState title={t('passenger.emptyTitle')} body={t('passenger.emptyBody')} action={addButton} />
        ) : (
          <>
            <ul className="space-y-3" aria-busy={page.isPlaceholderData}>
              {data.list.map((passenger) => (
                <PassengerCard
                  key={passenger.id}
                  passenger={passenger}
                  onEdit={() => setEditing({ passenger })}
                  onDelete={() => setDeleting(passenger)}
                />
              ))}
            </ul>
            <Pagination page={pageIndex} pageCount={lastPage} hrefOf={hrefOf} />
          </>
        )}
      </div>
      <PassengerDialog
        open={editing !== null}
        passenger={editing?.passenger ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDelete passenger={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
