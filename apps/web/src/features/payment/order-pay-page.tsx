import { ComingSoon } from '../../components/coming-soon';

/** Payment (reduced header); it arrives with the payment release. */
export default function OrderPayPage() {
  return <ComingSoon titleKey="routes.orderPay" />;
}
