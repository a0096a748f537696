import { ComingSoon } from '../../components/coming-soon';

/** Cruise listing (spec §2); its content arrives with the catalog release. */
export default function CruiseShipPage() {
  return <ComingSoon titleKey="routes.cruiseShip" />;
}
