import { currencyInfo } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storefrontHeaders } from '../../test/harness.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = storefrontHeaders()) =>
  t.app.inject({ method: 'GET', url, headers });

type Banner = { id: number; title: string; subtitle: string; image: string; link: string; sort: number };
type Seckill = {
  productCode: string;
  gcode: string;
  title: string;
  startTime: string;
  endTime: string;
  salePrice: number;
  originalPrice: number;
  currency: string;
  stock: number;
  stockLeft: number;
  status: string;
};

describe('GET /api/v1/marketing/business/banner', () => {
  it('answers the banners in the request language, in order, linking into the storefront', async () => {
    const zh = (
      await get('/api/v1/marketing/business/banner', storefrontHeaders('456817', { language: 'zh-CN' }))
    ).json();
    expect(zh.code).toBe(0);
    const banners = zh.data as Banner[];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.map((b) => b.sort)).toEqual([...banners.map((b) => b.sort)].sort((a, b) => a - b));
    for (const banner of banners) {
      expect(banner.image).toMatch(/^\/images\/catalog\/banners\//);
      expect(banner.link).toMatch(/^\/(product\/P[0-9A-Z]{8}|cruise-ship)$/);
      expect(banner.title).toMatch(/[\u4e00-\u9fff]/);
    }
    const ko = (
      await get('/api/v1/marketing/business/banner', storefrontHeaders('456817', { language: 'ko-KR' }))
    ).json().data as Banner[];
    expect(ko.every((b) => /[\uac00-\ud7af]/.test(b.title))).toBe(true);
  });

  it('links banners to products the visitor can open', async () => {
    const banners = (await get('/api/v1/marketing/business/banner')).json().data as Banner[];
    for (const banner of banners.filter((b) => b.link.startsWith('/product/'))) {
      const res = await get(`/api/v1/tripproduct/detail/${banner.link.slice('/product/'.length)}`);
      expect(res.statusCode).toBe(200);
    }
  });

  it('differs per merchant', async () => {
    const a = (await get('/api/v1/marketing/business/banner', storefrontHeaders('456817'))).json().data as Banner[];
    const b = (await get('/api/v1/marketing/business/banner', storefrontHeaders('518200'))).json().data as Banner[];
    expect(a.map((x) => x.id)).not.toEqual(b.map((x) => x.id));
  });

  it('answers an unknown merchant with 3002', async () => {
    expect((await get('/api/v1/marketing/business/banner', storefrontHeaders('424242'))).json().code).toBe(3002);
  });
});

describe('GET /api/v1/marketing/business/planbanner', () => {
  it('answers the theme banners with search links', async () => {
    const banners = (
      await get('/api/v1/marketing/business/planbanner', storefrontHeaders('456817', { language: 'en-AU' }))
    ).json().data as Banner[];
    expect(banners).toHaveLength(3);
    expect(banners.map((b) => b.title)).toContain('Under Southern Stars');
    expect(banners.every((b) => b.link.startsWith('/search?'))).toBe(true);
  });
});

describe('GET /api/v1/marketing/seckill', () => {
  it('answers running and coming flash sales with sale price, stock left and the server time', async () => {
    const res = await get('/api/v1/marketing/seckill');
    expect(res.statusCode).toBe(200);
    const { serverTime, list } = res.json().data as { serverTime: string; list: Seckill[] };
    expect(Math.abs(Date.parse(serverTime) - Date.now())).toBeLessThan(60_000);
    expect(list.length).toBeGreaterThanOrEqual(4);
    const statuses = new Set(list.map((s) => s.status));
    expect(statuses).toEqual(new Set(['ongoing', 'upcoming', 'soldout']));
    for (const sale of list) {
      expect(Date.parse(sale.endTime)).toBeGreaterThan(Date.now());
      expect(sale.salePrice).toBeLessThan(sale.originalPrice);
      expect(sale.stockLeft).toBeLessThanOrEqual(sale.stock);
      expect(sale.currency).toBe('CNY');
      if (sale.status === 'soldout') expect(sale.stockLeft).toBe(0);
      if (sale.status === 'upcoming') expect(Date.parse(sale.startTime)).toBeGreaterThan(Date.now());
    }
  });

  it('prices sales in the request currency, whole units where the currency says so', async () => {
    const list = (await get('/api/v1/marketing/seckill', storefrontHeaders('456817', { currency: 'KRW' }))).json().data
      .list as Seckill[];
    expect(currencyInfo('KRW').wholeUnits).toBe(true);
    for (const sale of list) {
      expect(sale.currency).toBe('KRW');
      expect(sale.salePrice % 100).toBe(0);
    }
  });

  it('never offers a product in a category the merchant hides', async () => {
    const list = (await get('/api/v1/marketing/seckill', storefrontHeaders('518200'))).json().data.list as Seckill[];
    for (const sale of list) {
      const detail = (await get(`/api/v1/tripproduct/detail/${sale.productCode}`, storefrontHeaders('518200'))).json();
      expect(detail.code).toBe(0);
      expect([4, 5]).not.toContain(detail.data.categoryId);
    }
  });
});
