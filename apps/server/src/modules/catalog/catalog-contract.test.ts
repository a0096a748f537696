import { envelope, productPage } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST } from '../../test/catalog.js';
import { brokenCopies, deepStrict } from '../../test/contract.js';
import { createTestApp, storefrontHeaders } from '../../test/harness.js';

// The listing is sent as cached JSON text and skips the zod response serializer, so nothing else
// checks that what goes out still matches the contract the web parses.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ answerCacheMs: 60_000 });
});
afterAll(() => t.close());

const answerSchema = deepStrict(envelope(productPage));

const listing = (body: object, headers: Record<string, string> = storefrontHeaders()) =>
  t.app.inject({ method: 'POST', url: LIST, headers, payload: body });

describe('product listing answers match the contract (cached JSON text)', () => {
  it.each([
    ['the first page', {}, storefrontHeaders()],
    ['filters', { categoryId: 2, countryId: 'au', tagIds: [2], sort: 'priceAsc' }, storefrontHeaders()],
    ['a keyword', { keyword: 'Sydney' }, storefrontHeaders('456817', { language: 'en-AU' })],
    ['page 2', { pageIndex: 2, pageSize: 10 }, storefrontHeaders()],
    [
      'another currency and language',
      { pageSize: 5 },
      storefrontHeaders('456817', { currency: 'KRW', language: 'ko-KR' }),
    ],
    ['a price range', { minPrice: 10_000, maxPrice: 50_000 }, storefrontHeaders('456817', { currency: 'AUD' })],
    ['another merchant', { countryId: 'nz' }, storefrontHeaders('518200')],
  ])('%s, built and then from the cache', async (_name, body, headers) => {
    const built = await listing(body, headers);
    const cached = await listing(body, headers);
    expect(built.statusCode).toBe(200);
    expect(cached.body).toBe(built.body);
    const answer = answerSchema.parse(JSON.parse(cached.body)) as { code: number; data: { list: unknown[] } };
    expect(answer.code).toBe(0);
    expect(answer.data.list.length).toBeGreaterThan(0);
  });

  it('is checked strictly: an extra, a missing or a mistyped field fails', async () => {
    const answer = JSON.parse((await listing({ pageSize: 2 })).body);
    expect(answerSchema.safeParse(answer).success).toBe(true);
    for (const [how, broken] of Object.entries(brokenCopies(answer))) {
      expect(answerSchema.safeParse(broken).success, how).toBe(false);
    }
  });
});
