import { addDays, envelope, hotelPage } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenCopies, deepStrict } from '../../test/contract.js';
import { createTestApp, storefrontHeaders } from '../../test/harness.js';

// Hotel search answers are sent as cached JSON text and skip the zod response serializer, so
// nothing else checks that what goes out still matches the contract the web parses.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ answerCacheMs: 60_000 });
});
afterAll(() => t.close());

const answerSchema = deepStrict(envelope(hotelPage));
/** Ten days ahead: not past in any time zone, well within the horizon. */
const checkIn = addDays(new Date().toISOString().slice(0, 10), 10);
const stay = { date: [checkIn, addDays(checkIn, 2)], rooms: [{ adultNum: 2 }], locationId: 'au-qld' };

const search = (body: object, headers: Record<string, string> = storefrontHeaders()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/hotelproduct/search', headers, payload: { ...stay, ...body } });

describe('hotel search answers match the contract (cached JSON text)', () => {
  it.each([
    ['a state', {}, storefrontHeaders()],
    [
      'filters and a sort',
      {
        rooms: [{ adultNum: 2 }, { adultNum: 1, childNum: 1, childAges: [5] }],
        screenData: { stars: [4, 5], priceNum: [{ min: 1 }] },
        sort: 2,
      },
      storefrontHeaders(),
    ],
    [
      'a keyword',
      { locationId: undefined, keywords: 'Gold Coast' },
      storefrontHeaders('456817', { language: 'en-AU' }),
    ],
    ['page 2', { pageIndex: 2, pageSize: 3 }, storefrontHeaders()],
    ['another currency and language', {}, storefrontHeaders('456817', { currency: 'KRW', language: 'zh-TW' })],
  ])('%s, built and then from the cache', async (_name, body, headers) => {
    const built = await search(body, headers);
    const cached = await search(body, headers);
    expect(built.statusCode, built.body).toBe(200);
    expect(cached.body).toBe(built.body);
    const answer = answerSchema.parse(JSON.parse(cached.body)) as { code: number; data: { list: unknown[] } };
    expect(answer.code).toBe(0);
    expect(answer.data.list.length).toBeGreaterThan(0);
  });

  it('is checked strictly: an extra, a missing or a mistyped field fails', async () => {
    const answer = JSON.parse((await search({ pageSize: 2 })).body);
    expect(answerSchema.safeParse(answer).success).toBe(true);
    for (const [how, broken] of Object.entries(brokenCopies(answer))) {
      expect(answerSchema.safeParse(broken).success, how).toBe(false);
    }
  });
});
