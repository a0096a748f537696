import { ComingSoon } from '../../components/coming-soon';

/** The account area's favourites tab; it arrives with the account release. */
export default function CollectTab() {
  return <ComingSoon titleKey="account.tabs.collect" headingLevel={2} />;
}
