import { ComingSoon } from '../../components/coming-soon';

/** The payment return page (reduced header); it arrives with the payment release. */
export default function PaymentResultPage() {
  return <ComingSoon titleKey="routes.successful" />;
}
