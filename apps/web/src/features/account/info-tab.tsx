import { ComingSoon } from '../../components/coming-soon';

/** The account area's user information tab; it arrives with the account release. */
export default function InfoTab() {
  return <ComingSoon titleKey="account.tabs.info" headingLevel={2} />;
}
