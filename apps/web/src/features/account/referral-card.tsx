import type { ReferralOverview } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { notify } from '../../app/notify';
import { TabState } from '../../components/tab-state';
import { secondaryButton } from '../../components/ui/button-class';
import { useLocale } from '../../app/use-locale';
import { cn } from '../../lib/cn';
import { formatInstantDate } from '../../lib/date-format';
import { buildLink } from '../../lib/links';
import { referralQuery } from './account-queries';

/** The shared link: the shop's home in the page's language and currency, with the code (spec §1 referral credit). */
export const inviteLinkOf = (code: string) => buildLink('', { newWindow: true, query: { invite: code } });

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    void notify('success', done, { subject: 'referral' });
  } catch {
    void notify('error', failed, { subject: 'referral' });
  }
}

function CopyRow({
  label,
  value,
  copyLabel,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <output data-testid={testId} className="min-w-0 break-all font-mono text-slate-900 select-all">
          {value}
        </output>
        <button
          type="button"
          className={cn(secondaryButton, 'px-3 py-1 text-sm')}
          onClick={() => void copy(value, t('referral.copied'), t('referral.copyFailed'))}
        >
          {copyLabel}
        </button>
      </div>
    </div>
  );
}

/** What the member has: its code and link to share, the credit, and the friends it brought. */
export function ReferralDetails({ data }: { data: ReferralOverview }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        {t('referral.body', { referrer: data.referrerPoints, referred: data.referredPoints })}{' '}
        {t('referral.cap', { cap: data.monthlyCap })}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <CopyRow label={t('referral.code')} value={data.code} copyLabel={t('referral.copyCode')} testId="invite-code" />
        <CopyRow
          label={t('referral.link')}
          value={inviteLinkOf(data.code)}
          copyLabel={t('referral.copyLink')}
          testId="invite-link"
        />
      </div>
      <p className="text-sm font-medium text-slate-900" data-testid="referral-earned">
        {t('referral.earned', { points: data.earnedPoints })}
      </p>
      <div>
        <h4 className="text-sm font-semibold text-slate-900">{t('referral.friends')}</h4>
        {data.referrals.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('referral.none')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {data.referrals.map((friend, index) => (
              <li key={index} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{friend.name}</span>
                  <span className="block text-slate-600">
                    {t('referral.joined', { date: formatInstantDate(friend.joinedAt, language) })}
                  </span>
                </span>
                <span className="text-right">
                  <span className="block text-slate-700">{t(`referral.state.${friend.state}`)}</span>
                  {friend.points > 0 && (
                    <span className="font-semibold text-first">{t('referral.points', { points: friend.points })}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {data.referredBy && (
        <p className="text-xs text-slate-600">{t('referral.referredBy', { code: data.referredBy })}</p>
      )}
    </div>
  );
}

/** The account's "Invite friends" card (GET /v1/account/referral). */
export function ReferralCard() {
  const { t } = useTranslation();
  const referral = useQuery(referralQuery());
  return (
    <section
      aria-labelledby="referral-title"
      data-testid="referral-card"
      className="rounded-2xl border border-slate-200 p-5 sm:p-6"
    >
      <h3 id="referral-title" className="text-lg font-semibold text-fourth">
        {t('referral.title')}
      </h3>
      <div className="mt-3">
        {referral.data ? <ReferralDetails data={referral.data} /> : <TabState query={referral} />}
      </div>
    </section>
  );
}
