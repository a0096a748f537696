import { ComingSoon } from '../../components/coming-soon';

/** The account area's coupons tab; it arrives with the account release. */
export default function CouponTab() {
  return <ComingSoon titleKey="account.tabs.coupon" headingLevel={2} />;
}
