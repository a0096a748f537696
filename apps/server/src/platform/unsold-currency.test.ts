import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogClient } from '../test/catalog.js';
import { createTestApp, storefrontHeaders, testEngine } from '../test/harness.js';

describe(`a currency the merchant does not sell on ${testEngine}`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { list, get } = catalogClient(() => t.app);

  it('prices a Kiwi Trails product in its default NZD when asked for KRW, which it does not sell', async () => {
    const { page } = await list({ pageSize: 1 }, storefrontHeaders('518200', { currency: 'NZD' }));
    const code = page.list[0]?.code as string;
    const nzd = (
      await get(`/api/v1/tripproduct/detail/${code}`, storefrontHeaders('518200', { currency: 'NZD' }))
    ).json().data;
    const res = await get(`/api/v1/tripproduct/detail/${code}`, storefrontHeaders('518200', { currency: 'KRW' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ currency: 'NZD', price: nzd.price });
  });

  it('still refuses a code that is no storefront currency (2004)', async () => {
    const res = await get('/api/v1/tripproduct/detail/x', storefrontHeaders('518200', { currency: 'EUR' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2004);
  });
});
