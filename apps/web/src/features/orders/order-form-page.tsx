import { ComingSoon } from '../../components/coming-soon';

/** The order form (reduced header); it arrives with the orders release. */
export default function OrderFormPage() {
  return <ComingSoon titleKey="routes.orderForm" />;
}
