import { ComingSoon } from '../../components/coming-soon';

/** The account area's points tab; it arrives with the account release. */
export default function IntegralTab() {
  return <ComingSoon titleKey="account.tabs.integral" headingLevel={2} />;
}
