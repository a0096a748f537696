import { ComingSoon } from '../../components/coming-soon';

/** A South Australia regional detail page; its content arrives with the catalog release. */
export default function SouthAustraliaInfoPage() {
  return <ComingSoon titleKey="routes.southAustraliaInfo" />;
}
