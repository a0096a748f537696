import { ComingSoon } from '../../components/coming-soon';

/** Trip product detail; it arrives with the catalog release. */
export default function ProductPage() {
  return <ComingSoon titleKey="routes.product" />;
}
