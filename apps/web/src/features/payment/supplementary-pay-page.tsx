import { ComingSoon } from '../../components/coming-soon';

/** Supplementary payment (reduced header); it arrives with the payment release. */
export default function SupplementaryPayPage() {
  return <ComingSoon titleKey="routes.supplementaryPay" />;
}
