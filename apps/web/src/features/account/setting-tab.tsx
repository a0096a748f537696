import { ComingSoon } from '../../components/coming-soon';

/** The account area's settings tab; it arrives with the account release. */
export default function SettingTab() {
  return <ComingSoon titleKey="account.tabs.setting" headingLevel={2} />;
}
