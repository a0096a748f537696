import { ComingSoon } from '../../components/coming-soon';

/** The South Australia regional page; its content arrives with the catalog release. */
export default function SouthAustraliaPage() {
  return <ComingSoon titleKey="routes.southAustralia" />;
}
