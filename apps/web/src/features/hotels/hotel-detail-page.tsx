import { ComingSoon } from '../../components/coming-soon';

/** Hotel detail; it arrives with the hotel release. */
export default function HotelDetailPage() {
  return <ComingSoon titleKey="routes.hotelDetail" />;
}
