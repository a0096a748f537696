import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Card, catalogClient, zh } from '../../test/catalog.js';
import { createTestApp, storefrontHeaders } from '../../test/harness.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { list, get, listAll } = catalogClient(() => t.app);

describe('POST /api/v1/tripproduct/operation/pagging', () => {
  it('lists the demo catalog, 20 to a page, in the merchant currency with whole-yuan prices', async () => {
    const { res, page } = await list({});
    expect(res.statusCode).toBe(200);
    expect(page.pageIndex).toBe(1);
    expect(page.pageSize).toBe(20);
    expect(page.total).toBeGreaterThan(290);
    expect(page.list).toHaveLength(20);
    for (const card of page.list) {
      expect(card.code).toMatch(/^P[0-9A-Z]{8}$/);
      expect(card.currency).toBe('CNY');
      expect(card.price % 100).toBe(0);
      expect(card.originalPrice).toBeGreaterThanOrEqual(card.price);
      expect(card.image).toMatch(/^\/images\/catalog\//);
    }
  });

  it('puts the most recommended first (the signature Opera House listings)', async () => {
    const { page } = await list({ pageSize: 2 }, zh());
    expect(page.list.map((c) => c.title).sort()).toEqual(['悉尼歌剧院导览游', '悉尼歌剧院门票']);
  });

  it.each([
    ['categoryId', 2, (c: Card) => c.categoryId === 2],
    ['subcategoryId', 102, (c: Card) => c.subcategoryId === 102],
    ['countryId', 'nz', (c: Card) => c.country.id === 'nz'],
    ['stateId', 'au-qld', (c: Card) => c.state.id === 'au-qld'],
    ['cityId', 'au-nsw-sydney', (c: Card) => c.city.id === 'au-nsw-sydney'],
  ])('filters by %s', async (field, value, matches) => {
    const all = (await list({ pageSize: 1 })).page.total;
    const cards = await listAll({ [field]: value });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(all);
    expect(cards.every(matches)).toBe(true);
  });

  it('filters by tags: products carrying every tag named', async () => {
    const discounted = await listAll({ tagIds: [2] });
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.every((c) => c.tags.some((tag) => tag.id === 2))).toBe(true);
    expect(discounted.every((c) => c.originalPrice > c.price)).toBe(true);
    const both = await listAll({ tagIds: [1, 2] });
    expect(both.length).toBeLessThanOrEqual(discounted.length);
    expect(both.every((c) => [1, 2].every((id) => c.tags.some((tag) => tag.id === id)))).toBe(true);
  });

  it('filters by hot topic', async () => {
    const { page } = await list({ hotTopicId: 124, pageSize: 5 });
    expect(page.total).toBeGreaterThan(0);
    for (const card of page.list) {
      const detail = (await get(`/api/v1/tripproduct/detail/${card.code}`)).json().data;
      expect(detail.hotTopics.map((topic: { id: number }) => topic.id)).toContain(124);
    }
  });

  it('filters by a price range in the request currency', async () => {
    const headers = storefrontHeaders('456817', { currency: 'AUD' });
    const cards = await listAll({ minPrice: 10_000, maxPrice: 20_000 }, headers);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.price >= 10_000 && c.price <= 20_000)).toBe(true);
    const cny = await listAll({ minPrice: 50_000, maxPrice: 100_000 }, zh({ currency: 'CNY' }));
    expect(cny.length).toBeGreaterThan(0);
    expect(cny.every((c) => c.price >= 50_000 && c.price <= 100_000)).toBe(true);
  });

  it('filters by an available travel date', async () => {
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const { page } = await list({ date, pageSize: 3 });
    const all = (await list({ pageSize: 1 })).page.total;
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(all);
    for (const card of page.list) {
      const detail = (await get(`/api/v1/tripproduct/detail/${card.code}`)).json().data;
      const days = await Promise.all(
        detail.packages.map(
          async (g: { gcode: string }) =>
            (await get(`/api/v1/tripproduct/calendar/${card.code}/${g.gcode}`)).json().data as { date: string }[],
        ),
      );
      expect(days.some((calendar: { date: string }[]) => calendar.some((d) => d.date === date))).toBe(true);
    }
  });

  it.each(['cruise', 'package'])('lists only the %s type variant', async (typeVariant) => {
    const cards = await listAll({ typeVariant });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.type === typeVariant)).toBe(true);
  });

  it.each([
    ['priceAsc', (a: Card, b: Card) => a.price <= b.price],
    ['priceDesc', (a: Card, b: Card) => a.price >= b.price],
    ['newest', (a: Card, b: Card) => a.createdAt >= b.createdAt],
    ['sales', (a: Card, b: Card) => a.salesCount >= b.salesCount],
  ])('sorts by %s', async (sort, inOrder) => {
    const { page } = await list({ sort, pageSize: 50 });
    expect(page.list).toHaveLength(50);
    for (let i = 1; i < page.list.length; i++) {
      expect(inOrder(page.list[i - 1] as Card, page.list[i] as Card)).toBe(true);
    }
  });

  it('pages without overlap', async () => {
    const first = (await list({ pageIndex: 1, pageSize: 10 })).page.list.map((c) => c.code);
    const second = (await list({ pageIndex: 2, pageSize: 10 })).page.list.map((c) => c.code);
    expect(second).toHaveLength(10);
    expect(first.filter((code) => second.includes(code))).toEqual([]);
  });

  it.each([
    [{ pageSize: 51 }, 'pageSize'],
    [{ pageIndex: 0 }, 'pageIndex'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ categoryId: 'tickets' }, 'categoryId'],
    [{ date: '2026-13-45' }, 'date'],
    [{ typeVariant: 'hotel' }, 'typeVariant'],
    [{ tagIds: 'discount' }, 'tagIds'],
  ])('answers malformed input %j with 2001 naming %s', async (body, field) => {
    const { res } = await list(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field } });
  });

  it('answers a past travel date with 2001 naming date', async () => {
    const { res } = await list({ date: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'date' } });
  });

  it('answers an unknown merchant with 3002', async () => {
    const { res } = await list({}, storefrontHeaders('999999'));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(3002);
  });
});

describe('keyword search', () => {
  it.each(['歌剧院', '悉尼'])('finds 悉尼歌剧院门票 by "%s"', async (keyword) => {
    const cards = await listAll({ keyword }, zh());
    expect(cards.map((c) => c.title)).toContain('悉尼歌剧院门票');
  });

  it('finds one or two Han or Hangul characters only where they stand side by side (short-word keys)', async () => {
    for (const keyword of ['剧', '尼歌', '院门']) {
      expect((await listAll({ keyword }, zh())).map((c) => c.title)).toContain('悉尼歌剧院门票');
    }
    // Both characters are in the title, never next to each other.
    expect((await listAll({ keyword: '尼剧' }, zh())).map((c) => c.title)).not.toContain('悉尼歌剧院门票');
    const ko = await listAll({ keyword: '오페' }, storefrontHeaders('456817', { language: 'ko-KR' }));
    expect(ko.map((c) => c.title)).toContain('시드니 오페라 하우스 입장권');
    expect(await listAll({ keyword: '페오' }, storefrontHeaders('456817', { language: 'ko-KR' }))).toEqual([]);
  });

  it('finds a Korean word', async () => {
    const cards = await listAll({ keyword: '오페라' }, storefrontHeaders('456817', { language: 'ko-KR' }));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.map((c) => c.title)).toContain('시드니 오페라 하우스 입장권');
  });

  it.each(['opera house', 'OPERA HOUSE', 'Opera'])(
    'finds an English word case-insensitively: "%s"',
    async (keyword) => {
      const cards = await listAll({ keyword }, storefrontHeaders('456817', { language: 'en-AU' }));
      expect(cards.map((c) => c.title)).toContain('Sydney Opera House Admission Ticket');
    },
  );

  it('folds letter case beyond ASCII: "NOUMÉA" finds Nouméa', async () => {
    const cards = await listAll({ keyword: 'NOUMÉA' }, storefrontHeaders('456817', { language: 'en-AU' }));
    expect(cards.map((c) => c.title)).toContain('5-Day Nouméa and Isle of Pines Package');
  });

  it('finds products in any language whatever the page language, and needs every word', async () => {
    const cards = await listAll({ keyword: 'Sydney 门票' }, zh());
    expect(cards.map((c) => c.title)).toContain('悉尼歌剧院门票');
    expect(cards.every((c) => c.city.id.startsWith('au-nsw') || c.title.includes('悉尼'))).toBe(true);
  });

  it('finds nothing for a word no product has', async () => {
    const { page } = await list({ keyword: 'Zanzibar' });
    expect(page).toMatchObject({ total: 0, list: [] });
  });

  it('treats LIKE wildcards and FTS syntax as plain text', async () => {
    for (const keyword of ['%', '_', '"', 'a%b', 'NEAR(']) {
      const { res } = await list({ keyword });
      expect(res.statusCode).toBe(200);
    }
    expect((await list({ keyword: 'a%b' })).page.total).toBe(0);
    expect((await list({ keyword: '40%' }, zh())).page.total).toBeGreaterThan(0);
  });
});
