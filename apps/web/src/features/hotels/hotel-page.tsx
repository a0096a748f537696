import { ComingSoon } from '../../components/coming-soon';

/** Hotel search (its header is not fixed); it arrives with the hotel release. */
export default function HotelPage() {
  return <ComingSoon titleKey="routes.hotel" />;
}
