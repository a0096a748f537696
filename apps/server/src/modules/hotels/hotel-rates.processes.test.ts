import { addDays, localIsoDate } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { canRunProcesses, demoOwnerHeaders, twoServerProcesses } from '../../test/server-processes.js';

const MERCHANT = '518200';

type Json = { code: number; message: string; data: never };
const call = async (url: string, init: RequestInit = {}) => (await (await fetch(url, init)).json()) as Json;
const post = (url: string, body: unknown, headers: Record<string, string>) =>
  call(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/*
 * Issue 14, hotels, with real processes: two servers on one PostgreSQL schema and one Redis. A
 * rate plan's price for a night changed through A's back office is what B's hotel search (which B
 * had cached) and B's hotel rooms offer show as soon as A has answered the merchant.
 */
describe.skipIf(!canRunProcesses)('a hotel rate across two server processes (PostgreSQL + Redis)', () => {
  const servers = twoServerProcesses();

  it('shows the new rate in B’s hotel search and rooms offer within the same second', async () => {
    const { a, b } = servers;
    const staff = await demoOwnerHeaders(a, MERCHANT);
    const hotels = (await call(`${a}/api/admin/v1/hotels`, { headers: staff })).data as {
      items: { id: number; currency: string }[];
    };
    const hotelSummary = hotels.items.find((h) => h.currency === 'NZD') as { id: number; currency: string };
    const hotel = (await call(`${a}/api/admin/v1/hotels/${hotelSummary.id}`, { headers: staff })).data as {
      roomTypes: { id: number; ratePlans: { id: number }[] }[];
    };
    const plan = (hotel.roomTypes[0] as { ratePlans: { id: number }[] }).ratePlans[0] as { id: number };
    const night = addDays(localIsoDate(), 9);
    const shop = { businessnumber: MERCHANT, language: 'en-AU', currency: 'NZD' };
    const stay = { date: [night, addDays(night, 1)], rooms: [{ adultNum: 1 }] };
    const searched = async () =>
      (
        (await post(`${b}/api/v1/hotelproduct/search`, { ...stay, hotelId: hotelSummary.id }, shop)).data as {
          list: { nightlyPrice: number }[];
        }
      ).list[0]?.nightlyPrice;
    const offered = async () =>
      (
        (await post(`${b}/api/v1/hotelproduct/rooms/${hotelSummary.id}`, stay, shop)).data as {
          roomTypes: { plans: { id: number; nights: { price: number }[] }[] }[];
        }
      ).roomTypes
        .flatMap((t) => t.plans)
        .find((p) => p.id === plan.id)?.nights[0]?.price;

    // B has the search in its answer cache before the change.
    const before = await searched();
    expect(before).toBeGreaterThan(100);

    const changed = await fetch(`${a}/api/admin/v1/hotels/${hotelSummary.id}/rate-plans/${plan.id}/calendar`, {
      method: 'PUT',
      headers: { ...staff, 'content-type': 'application/json' },
      // The cheapest price in the hotel that night, and a room free, whatever the seed left.
      body: JSON.stringify({ from: night, to: night, price: 100, allotment: 50, closed: false }),
    });
    expect(changed.status).toBe(200);
    const acknowledged = Date.now();
    const after = { searched: await searched(), offered: await offered() };
    expect(Date.now() - acknowledged).toBeLessThan(1000);
    expect(after).toEqual({ searched: 100, offered: 100 });
  }, 60_000);
});
