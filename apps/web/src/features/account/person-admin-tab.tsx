import { ComingSoon } from '../../components/coming-soon';

/** The account area's travellers tab; it arrives with the account release. */
export default function PersonAdminTab() {
  return <ComingSoon titleKey="account.tabs.personAdmin" headingLevel={2} />;
}
