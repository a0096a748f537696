import type { HotelRoomRequest, OrderLine } from '@storefront/contracts';
import type { TFunction } from 'i18next';
import { partyCountsText } from '../../lib/party-text';

type PartyLine = Pick<OrderLine, 'kind' | 'quantities' | 'rooms'>;
const countsText = partyCountsText;

/** Who a line is for, counted by kind of traveller: "2 adults, 1 child" (a stay: over all its rooms). */
export function partyText(t: TFunction, line: PartyLine): string {
  if (line.kind === 'hotel') {
    return countsText(t, {
      adult: line.rooms.reduce((sum, room) => sum + room.adultNum, 0),
      child: line.rooms.reduce((sum, room) => sum + room.childNum, 0),
    });
  }
  return countsText(t, line.quantities);
}

/** A stay's party room by room, children with their ages: "Room 1: 2 adults, 1 child (child aged 5)". */
export function roomPartyTexts(t: TFunction, rooms: readonly HotelRoomRequest[]): string[] {
  return rooms.map((room, index) => {
    const party = countsText(t, { adult: room.adultNum, child: room.childNum });
    const withAges =
      room.childAges.length > 0
        ? t('order.party.ages', { count: room.childAges.length, party, ages: room.childAges.join(', ') })
        : party;
    return t('order.party.room', { number: index + 1, party: withAges });
  });
}
