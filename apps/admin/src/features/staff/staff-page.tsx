import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../api/auth-queries';
import { useSession } from '../../app/session';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { settingsQuery } from '../../api/settings-query';
import { InviteForm } from './invite-form';
import { staffQuery } from './staff-queries';
import { StaffRow } from './staff-row';

export function StaffPage() {
  const current = useSession();
  const staff = useQuery(staffQuery());
  const me = useQuery(meQuery());
  // Limits default to the shop's own currency.
  const currency = useQuery(settingsQuery()).data?.defaultCurrency ?? 'AUD';
  return (
    <Page title="Staff">
      <Section title="Invite someone">
        <InviteForm currency={currency} />
      </Section>
      {staff.isPending ? <Loading /> : null}
      {staff.isError ? <LoadError error={staff.error} /> : null}
      <ul className="flex flex-col gap-2" aria-label="Staff members">
        {staff.data?.map((member) => (
          <StaffRow
            key={member.id}
            member={member}
            currency={currency}
            self={member.email === (me.data?.email ?? current?.email)}
          />
        ))}
      </ul>
    </Page>
  );
}
