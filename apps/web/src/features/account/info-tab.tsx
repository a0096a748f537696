import type { Account } from '@storefront/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { failureText } from '../../api/failure-text';
import { useAccount } from '../../api/member-queries';
import { notify } from '../../app/notify';
import { useLocale } from '../../app/use-locale';
import { Form, useStorefrontForm } from '../../components/form';
import { ProfileFields, type ProfileFieldValues } from '../../components/form/person-fields';
import { TabState } from '../../components/tab-state';
import { primaryButton, secondaryButton } from '../../components/ui/button-class';
import { formatCalendarDate } from '../../lib/date-format';
import { accountLink } from '../../lib/links';
import { useAccountUpdate } from './account-queries';
import { ReferralCard } from './referral-card';
import { TabHeading, useReferenceTitles } from './tab-parts';

type InfoValues = ProfileFieldValues & { nickName: string };

const valuesOf = (account: Account): InfoValues => ({
  nickName: account.nickName,
  appellation: account.appellation === null ? '' : String(account.appellation),
  lastName: account.lastName,
  firstName: account.firstName,
  datebirth: account.datebirth,
  nationality: account.nationality,
  residency: account.residency,
});

function Detail({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">
        {children || <span className="text-slate-500">{t('profile.notSet')}</span>}
      </dd>
    </div>
  );
}

function ProfileView({ account, onEdit }: { account: Account; onEdit: () => void }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const titles = useReferenceTitles();
  const initial = (account.nickName || account.firstName || '?').slice(0, 1).toUpperCase();
  return (
    <div className="rounded-2xl border border-slate-200 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-4">
        <div
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-third text-xl font-semibold text-fourth"
        >
          {account.headimg ? <img src={account.headimg} alt="" className="size-full object-cover" /> : initial}
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-semibold text-slate-900">{account.nickName}</p>
          <p className="truncate text-sm text-slate-600">{account.email || account.phone}</p>
        </div>
        <button type="button" onClick={onEdit} className={secondaryButton}>
          {t('profile.edit')}
        </button>
      </div>
      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-4 border-t border-slate-100 pt-5 sm:grid-cols-2">
        <Detail label={t('profile.appellation')}>{titles.salutation(account.appellation)}</Detail>
        <Detail label={t('profile.nickName')}>{account.nickName}</Detail>
        <Detail label={t('profile.lastName')}>{account.lastName}</Detail>
        <Detail label={t('profile.firstName')}>{account.firstName}</Detail>
        <Detail label={t('profile.birthDate')}>
          {account.datebirth && formatCalendarDate(account.datebirth, language)}
        </Detail>
        <Detail label={t('profile.nationality')}>{account.nationality && titles.nation(account.nationality)}</Detail>
        <Detail label={t('profile.residency')}>{account.residency && titles.nation(account.residency)}</Detail>
        <Detail label={t('profile.email')}>{account.email}</Detail>
        <Detail label={t('profile.phone')}>{account.phone && `+${account.country ?? ''} ${account.phone}`}</Detail>
      </dl>
      <p className="mt-5 text-sm text-slate-600">
        {t('profile.contactHint')}{' '}
        <Link to={accountLink('setting')} className="font-medium text-first underline-offset-2 hover:underline">
          {t('account.tabs.setting')}
        </Link>
      </p>
    </div>
  );
}

function ProfileForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useStorefrontForm<InfoValues>({ defaultValues: valuesOf(account) });
  const save = useAccountUpdate<Record<string, unknown>>('/v1/account/edit/info');

  const submit = (values: InfoValues) =>
    save.mutate(
      { ...values, appellation: Number(values.appellation), nickName: values.nickName.trim() || undefined },
      {
        onSuccess: () => {
          void notify('success', t('profile.saved'), { subject: 'profile' });
          onDone();
        },
        onError: (error) => void notify('error', failureText(error, t('http.unknown')), { subject: 'profile' }),
      },
    );

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={t('profile.editTitle')}
      className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2 sm:p-6"
    >
      <ProfileFields nickName />
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={secondaryButton}>
          {t('common.cancel')}
        </button>
        <button type="submit" disabled={save.isPending} className={primaryButton}>
          {save.isPending ? t('common.loading') : t('common.save')}
        </button>
      </div>
    </Form>
  );
}

/** The account area's profile tab: the member's details, and a form to edit them (PUT /v1/account/edit/info). */
export default function InfoTab() {
  const { t } = useTranslation();
  const account = useAccount();
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="account-tab-title" data-testid="info-tab">
      <TabHeading>{t('account.tabs.info')}</TabHeading>
      <div className="mt-5">
        {account.data ? (
          editing ? (
            <ProfileForm account={account.data} onDone={() => setEditing(false)} />
          ) : (
            <ProfileView account={account.data} onEdit={() => setEditing(true)} />
          )
        ) : (
          <TabState query={account} />
        )}
      </div>
      <div className="mt-6">
        <ReferralCard />
      </div>
    </section>
  );
}
