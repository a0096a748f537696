import { ComingSoon } from '../../components/coming-soon';

/** Guest order lookup (visitors only); it arrives with the orders release. */
export default function VisitorOrderPage() {
  return <ComingSoon titleKey="routes.visitorOrder" />;
}
