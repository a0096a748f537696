import { ComingSoon } from '../../components/coming-soon';

/** The account area's orders tab; it arrives with the account release. */
export default function OrderTab() {
  return <ComingSoon titleKey="account.tabs.order" headingLevel={2} />;
}
