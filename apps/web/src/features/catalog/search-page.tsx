import { ComingSoon } from '../../components/coming-soon';

/** Search results; they arrive with the catalog release. */
export default function SearchPage() {
  return <ComingSoon titleKey="routes.search" />;
}
