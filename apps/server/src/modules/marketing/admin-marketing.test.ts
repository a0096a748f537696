import type { AdminBanner, AdminFlashSale } from '@storefront/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogClient } from '../../test/catalog.js';
import { createTestApp, storefrontHeaders, testEngine } from '../../test/harness.js';
import { multipartOf } from '../../test/multipart.js';
import { loginStaff, type LoggedInStaff } from '../../test/staff.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: LoggedInStaff;
let editor: LoggedInStaff;
let agent: LoggedInStaff;
let other: LoggedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  owner = await loginStaff(t.app, { businessNumber: '456817', role: 'owner' });
  editor = await loginStaff(t.app, { businessNumber: '456817', role: 'editor' });
  agent = await loginStaff(t.app, { businessNumber: '456817', role: 'agent' });
  other = await loginStaff(t.app, { businessNumber: '518200', role: 'owner' });
}, 60_000);
afterAll(() => t.close());

type Headers = Record<string, string>;
const { listAll, get } = catalogClient(() => t.app);
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const adminGet = (url: string, headers: Headers = owner.headers) => t.app.inject({ method: 'GET', url, headers });
const auditOf = async (objectType: string, objectId: string | number) => {
  const res = await adminGet(`/api/admin/v1/audit?objectType=${objectType}&size=100`);
  return (res.json().data.items as { action: string; objectId: string }[]).filter(
    (r) => r.objectId === String(objectId),
  );
};
const en = storefrontHeaders('456817', { language: 'en-AU' });
const hour = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * hour).toISOString();

describe(`banners in the back office on ${testEngine}`, () => {
  const storefrontBanners = async (path = 'banner') =>
    (await get(`/api/v1/marketing/business/${path}`, en)).json().data as { id: number; title: string; image: string }[];
  const seededImage = async () => {
    const list = (await adminGet('/api/admin/v1/banners?placement=home')).json().data.items as AdminBanner[];
    return list[0]?.image as string;
  };

  it('creates a banner an editor links to a product, shown on the storefront at once, with one audit row', async () => {
    expect((await storefrontBanners()).some((b) => b.title === 'Zorblat summer')).toBe(false);
    const [product] = await listAll({ keyword: '' }, en);
    const res = await send('POST', '/api/admin/v1/banners', editor.headers, {
      placement: 'home',
      language: 'en-AU',
      title: 'Zorblat summer',
      subtitle: 'Two for one',
      image: await seededImage(),
      productCode: product?.code,
      sort: 0,
    });
    expect(res.statusCode).toBe(200);
    const banner = res.json().data as AdminBanner;
    expect(banner).toMatchObject({ link: `/product/${product?.code}`, productCode: product?.code, state: 'showing' });
    expect(banner.endAt).toBeNull();
    const shown = (await storefrontBanners()).find((b) => b.id === banner.id);
    expect(shown).toMatchObject({ title: 'Zorblat summer', image: banner.imageUrl });
    expect((await auditOf('banner', banner.id)).map((r) => r.action)).toEqual(['banner.create']);

    const edited = await send('PATCH', `/api/admin/v1/banners/${banner.id}`, owner.headers, {
      title: 'Zorblat autumn',
      link: '/search?keyword=zorblat',
    });
    expect(edited.json().data).toMatchObject({ title: 'Zorblat autumn', productCode: null });
    expect((await storefrontBanners()).find((b) => b.id === banner.id)?.title).toBe('Zorblat autumn');

    // Scheduled for tomorrow: off the storefront until then.
    await send('PATCH', `/api/admin/v1/banners/${banner.id}`, owner.headers, { startAt: at(24), endAt: at(48) });
    expect((await storefrontBanners()).some((b) => b.id === banner.id)).toBe(false);
    expect((await send('DELETE', `/api/admin/v1/banners/${banner.id}`, editor.headers)).statusCode).toBe(200);
    expect((await adminGet(`/api/admin/v1/banners/${banner.id}`)).statusCode).toBe(404);
    expect((await auditOf('banner', banner.id)).map((r) => r.action)).toEqual([
      'banner.delete',
      'banner.update',
      'banner.update',
      'banner.create',
    ]);
  });

  it('stores an uploaded picture as WebP and shows it on a plan banner', async () => {
    const png = await sharp({ create: { width: 2400, height: 800, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const form = multipartOf([{ name: 'image', filename: 'summer.png', type: 'image/png', bytes: png }]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/banners/images',
      headers: { ...editor.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(200);
    const { image, imageUrl } = up.json().data as { image: string; imageUrl: string };
    expect(image).toMatch(/^merchants\/456817\/banners\/[0-9a-f]{16}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.headers['content-type']).toMatch(/webp/);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);

    const created = await send('POST', '/api/admin/v1/banners', owner.headers, {
      placement: 'plan',
      language: 'en-AU',
      title: 'Quexil coast',
      image,
      link: '/search?keyword=coast',
    });
    expect(created.statusCode).toBe(200);
    const plan = await storefrontBanners('planbanner');
    expect(plan.find((b) => b.title === 'Quexil coast')?.image).toBe(imageUrl);
    // Another merchant cannot show this merchant's upload.
    const foreign = await send('POST', '/api/admin/v1/banners', other.headers, {
      placement: 'plan',
      language: 'en-AU',
      title: 'Borrowed',
      image,
      link: '/',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data?.field ?? foreign.body).toMatch(/image/);

    const svg = multipartOf([
      { name: 'image', filename: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg/>') },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/banners/images',
      headers: { ...owner.headers, 'content-type': svg.contentType },
      payload: svg.payload,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses bad input by field and writes nothing', async () => {
    const image = await seededImage();
    const base = { placement: 'home', language: 'en-AU', title: 'Nope', image, link: '/' };
    const cases: [object, RegExp][] = [
      [{ link: 'javascript:alert(1)' }, /link/],
      [{ link: undefined, productCode: 'PZZZZZZZZ' }, /productCode/],
      [{ productCode: 'PZZZZZZZZ' }, /link/],
      [{ image: 'catalog/banners/none.webp' }, /image/],
      [{ language: 'fr-FR' }, /language/],
      [{ title: 'x'.repeat(201) }, /title/],
      [{ startAt: at(5), endAt: at(1) }, /endAt/],
    ];
    const before = (await adminGet('/api/admin/v1/banners')).json().data.items.length;
    for (const [change, field] of cases) {
      const res = await send('POST', '/api/admin/v1/banners', owner.headers, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatch(field);
    }
    expect((await adminGet('/api/admin/v1/banners')).json().data.items.length).toBe(before);
  });

  it('answers 403 to an agent and 404 for another merchant’s banner', async () => {
    const [banner] = (await adminGet('/api/admin/v1/banners')).json().data.items as AdminBanner[];
    expect((await adminGet('/api/admin/v1/banners', agent.headers)).statusCode).toBe(403);
    expect((await send('PATCH', `/api/admin/v1/banners/${banner?.id}`, agent.headers, { sort: 3 })).statusCode).toBe(
      403,
    );
    expect((await send('PATCH', `/api/admin/v1/banners/${banner?.id}`, other.headers, { sort: 3 })).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/admin/v1/banners/${banner?.id}`, other.headers)).statusCode).toBe(404);
    expect((await adminGet(`/api/admin/v1/banners/${banner?.id}`)).json().data.sort).toBe(banner?.sort);
    expect(await auditOf('banner', banner?.id as number)).toEqual([]);
  });
});

describe(`hot searches in the back office on ${testEngine}`, () => {
  const hot = async (language: string) =>
    (await get('/api/v1/tripproduct/hot/search', storefrontHeaders('456817', { language }))).json().data as string[];

  it('replaces one language’s list in order; the storefront shows it at once, with one audit row', async () => {
    const zhBefore = await hot('zh-CN');
    const res = await send('PUT', '/api/admin/v1/hot-searches', editor.headers, {
      kind: 1,
      language: 'en-AU',
      keywords: ['Zorblat falls', 'Quexil bay'],
    });
    expect(res.statusCode).toBe(200);
    const shown = await hot('en-AU');
    expect(shown.indexOf('Zorblat falls')).toBeGreaterThanOrEqual(0);
    expect(shown.indexOf('Quexil bay')).toBe(shown.indexOf('Zorblat falls') + 1);
    expect(await hot('zh-CN')).toEqual(zhBefore);
    const read = await adminGet('/api/admin/v1/hot-searches?kind=1&language=en-AU', editor.headers);
    expect(read.json().data.keywords).toEqual(['Zorblat falls', 'Quexil bay']);
    expect(await auditOf('hotsearch', '1:en-AU')).toHaveLength(1);
  });

  it('refuses a keyword twice, a long one and an agent', async () => {
    const twice = await send('PUT', '/api/admin/v1/hot-searches', owner.headers, {
      kind: 1,
      language: 'en-AU',
      keywords: ['Sydney', 'sydney'],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toMatch(/keywords/);
    const long = await send('PUT', '/api/admin/v1/hot-searches', owner.headers, {
      kind: 1,
      language: 'en-AU',
      keywords: ['x'.repeat(41)],
    });
    expect(long.statusCode).toBe(400);
    const byAgent = await send('PUT', '/api/admin/v1/hot-searches', agent.headers, {
      kind: 1,
      language: 'en-AU',
      keywords: [],
    });
    expect(byAgent.statusCode).toBe(403);
    expect((await adminGet('/api/admin/v1/hot-searches?kind=1&language=en-AU')).json().data.keywords).toEqual([
      'Zorblat falls',
      'Quexil bay',
    ]);
  });
});

describe(`flash sales in the back office on ${testEngine}`, () => {
  const sales = async (headers: Headers = owner.headers, state = '') =>
    (await adminGet(`/api/admin/v1/flash-sales?size=100${state && `&state=${state}`}`, headers)).json().data
      .items as AdminFlashSale[];
  const storefrontSales = async () =>
    (await get('/api/v1/marketing/seckill', storefrontHeaders('456817', { currency: 'AUD' }))).json().data.list as {
      id: number;
      salePrice: number;
      stock: number;
    }[];
  /** A package of a listed product that has no flash sale yet. */
  async function freshPackage(skip: number): Promise<string> {
    const taken = new Set((await sales()).map((s) => s.gcode));
    const cards = await listAll({ keyword: '' }, en);
    const free: string[] = [];
    for (const card of cards.slice(0, 20)) {
      const detail = (await get(`/api/v1/tripproduct/detail/${card.code}`, en)).json().data as {
        packages: { gcode: string }[];
      };
      for (const p of detail.packages) if (!taken.has(p.gcode)) free.push(p.gcode);
      if (free.length > skip) break;
    }
    return free[skip] as string;
  }

  it('creates a sale an editor writes, shown on the storefront home at once, with one audit row', async () => {
    const gcode = await freshPackage(0);
    const res = await send('POST', '/api/admin/v1/flash-sales', editor.headers, {
      gcode,
      salePrice: 4900,
      stock: 30,
      memberLimit: 3,
      startAt: at(-0.1),
      endAt: at(5),
    });
    expect(res.statusCode).toBe(200);
    const sale = res.json().data as AdminFlashSale;
    expect(sale).toMatchObject({ gcode, salePrice: 4900, stock: 30, sold: 0, memberLimit: 3, state: 'running' });
    const shown = (await storefrontSales()).find((s) => s.id === sale.id);
    expect(shown?.stock).toBe(30);
    expect((await auditOf('flashsale', sale.id)).map((r) => r.action)).toEqual(['flashsale.create']);

    const edited = await send('PATCH', `/api/admin/v1/flash-sales/${sale.id}`, owner.headers, { stock: 45 });
    expect(edited.json().data.stock).toBe(45);
    expect((await storefrontSales()).find((s) => s.id === sale.id)?.stock).toBe(45);

    // The window right after this one does not overlap it.
    const next = await send('POST', '/api/admin/v1/flash-sales', owner.headers, {
      gcode,
      salePrice: 5900,
      stock: 10,
      startAt: sale.endAt,
      endAt: at(8),
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.memberLimit).toBe(2);
    const nextId = (next.json().data as AdminFlashSale).id;
    expect((await send('DELETE', `/api/admin/v1/flash-sales/${nextId}`, editor.headers)).statusCode).toBe(200);
    expect((await storefrontSales()).some((s) => s.id === nextId)).toBe(false);
    expect((await auditOf('flashsale', nextId)).map((r) => r.action)).toEqual(['flashsale.delete', 'flashsale.create']);
  });

  it('refuses an overlapping window of the same package with 4191 naming it, writing nothing', async () => {
    const gcode = await freshPackage(1);
    const first = (
      await send('POST', '/api/admin/v1/flash-sales', owner.headers, {
        gcode,
        salePrice: 3000,
        stock: 5,
        startAt: at(10),
        endAt: at(20),
      })
    ).json().data as AdminFlashSale;
    const count = (await sales()).length;
    const overlap = await send('POST', '/api/admin/v1/flash-sales', owner.headers, {
      gcode,
      salePrice: 2500,
      stock: 5,
      startAt: at(15),
      endAt: at(25),
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().code).toBe(4191);
    expect(overlap.json().message).toContain(first.startAt);
    expect(overlap.json().message).toContain(first.endAt);
    expect((await sales()).length).toBe(count);
    // Moving another sale of the package onto it is refused too.
    const later = (
      await send('POST', '/api/admin/v1/flash-sales', owner.headers, {
        gcode,
        salePrice: 3000,
        stock: 5,
        startAt: at(30),
        endAt: at(40),
      })
    ).json().data as AdminFlashSale;
    const moved = await send('PATCH', `/api/admin/v1/flash-sales/${later.id}`, owner.headers, { startAt: at(19) });
    expect(moved.json().code).toBe(4191);
    expect((await adminGet(`/api/admin/v1/flash-sales/${later.id}`)).json().data.startAt).toBe(later.startAt);
  });

  it('lets only one of several overlapping sales saved at the same moment through', async () => {
    const gcode = await freshPackage(3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send('POST', '/api/admin/v1/flash-sales', i % 2 ? owner.headers : editor.headers, {
          gcode,
          salePrice: 2000,
          stock: 5,
          startAt: at(70 + i),
          endAt: at(80 + i),
        }),
      ),
    );
    expect(answers.map((a) => a.json().code).sort()).toEqual([0, ...Array<number>(7).fill(4191)]);
    expect((await sales()).filter((s) => s.gcode === gcode)).toHaveLength(1);
  });

  it('refuses a stock below what is sold with 4192 naming the figure, and keeps an ended sale read-only', async () => {
    const running = (await sales(owner.headers, 'running')).find((s) => s.sold > 0 && s.sold < s.stock);
    expect(running).toBeDefined();
    const sale = running as AdminFlashSale;
    const res = await send('PATCH', `/api/admin/v1/flash-sales/${sale.id}`, editor.headers, { stock: sale.sold - 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(4192);
    expect(res.json().message).toContain(String(sale.sold));
    expect((await adminGet(`/api/admin/v1/flash-sales/${sale.id}`)).json().data.stock).toBe(sale.stock);
    expect(
      (await send('PATCH', `/api/admin/v1/flash-sales/${sale.id}`, editor.headers, { stock: sale.sold })).statusCode,
    ).toBe(200);
    const deleted = await send('DELETE', `/api/admin/v1/flash-sales/${sale.id}`, owner.headers);
    expect(deleted.json().code).toBe(4194);

    const [ended] = await sales(owner.headers, 'ended');
    expect(ended).toBeDefined();
    const patch = await send('PATCH', `/api/admin/v1/flash-sales/${ended?.id}`, owner.headers, { salePrice: 100 });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().code).toBe(4193);
    expect((await send('DELETE', `/api/admin/v1/flash-sales/${ended?.id}`, owner.headers)).json().code).toBe(4193);
    expect(await auditOf('flashsale', ended?.id as number)).toEqual([]);
  });

  it('refuses bad input by field, an agent with 403 and another merchant’s sale with 404', async () => {
    const gcode = await freshPackage(2);
    const base = { gcode, salePrice: 1000, stock: 5, startAt: at(50), endAt: at(60) };
    const cases: [object, RegExp][] = [
      [{ salePrice: -1 }, /salePrice/],
      [{ stock: 0 }, /stock/],
      [{ gcode: 'GZZZZZZZZ' }, /gcode/],
      [{ endAt: at(49) }, /endAt/],
      [{ startAt: at(-100), endAt: at(-99) }, /endAt/],
      [{ endAt: at(50 + 24 * 40) }, /endAt/],
      [{ priceType: 'senior', gcode }, /priceType|senior/],
    ];
    for (const [change, field] of cases) {
      const res = await send('POST', '/api/admin/v1/flash-sales', owner.headers, { ...base, ...change });
      if ('priceType' in change && res.statusCode === 200) continue; // the package sells seniors
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatch(field);
    }
    expect((await send('POST', '/api/admin/v1/flash-sales', agent.headers, base)).statusCode).toBe(403);
    expect((await adminGet('/api/admin/v1/flash-sales', agent.headers)).statusCode).toBe(403);
    const [mine] = await sales(owner.headers, 'upcoming');
    expect(
      (await send('PATCH', `/api/admin/v1/flash-sales/${mine?.id}`, other.headers, { stock: 99 })).statusCode,
    ).toBe(404);
    expect((await adminGet(`/api/admin/v1/flash-sales/${mine?.id}`, other.headers)).statusCode).toBe(404);
    // Another merchant's package is not found for this one either.
    const foreign = await send('POST', '/api/admin/v1/flash-sales', other.headers, base);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toMatch(/gcode/);
  });
});

describe(`newsletter subscribers in the back office on ${testEngine}`, () => {
  let ip = 0;
  const subscribe = (email: string, businessNumber = '456817') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/operation/subscribe/email/${encodeURIComponent(email)}`,
      headers: storefrontHeaders(businessNumber, { language: 'zh-CN' }),
      remoteAddress: `203.0.113.${++ip}`,
    });

  it('lists, searches, exports as CSV with formula cells escaped, and unsubscribes with one audit row', async () => {
    for (const email of ['zorblat.one@example.com', 'Zorblat.Two@example.com', '+zorblat@example.com']) {
      expect((await subscribe(email)).json().code).toBe(0);
    }
    await subscribe('zorblat.foreign@example.com', '518200');
    const page = await adminGet('/api/admin/v1/newsletter/subscribers?q=zorblat', editor.headers);
    expect(page.statusCode).toBe(200);
    const items = page.json().data.items as { email: string; language: string }[];
    expect(items.map((s) => s.email).sort()).toEqual([
      '+zorblat@example.com',
      'zorblat.one@example.com',
      'zorblat.two@example.com',
    ]);
    expect(items[0]?.language).toBe('zh-CN');
    const paged = await adminGet('/api/admin/v1/newsletter/subscribers?q=zorblat&size=2&page=2');
    expect(paged.json().data).toMatchObject({ total: 3, page: 2 });
    expect(paged.json().data.items).toHaveLength(1);

    const csv = await adminGet('/api/admin/v1/newsletter/subscribers.csv?q=zorblat', editor.headers);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('email,language,subscribed_at,unsubscribed_at');
    expect(lines).toHaveLength(4);
    expect(lines.some((l) => l.startsWith("'+zorblat@example.com,"))).toBe(true);

    const res = await send('POST', '/api/admin/v1/newsletter/subscribers/unsubscribe', editor.headers, {
      email: 'Zorblat.One@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.unsubscribedAt).not.toBeNull();
    const left = (await adminGet('/api/admin/v1/newsletter/subscribers?q=zorblat')).json().data.items as {
      email: string;
    }[];
    expect(left.map((s) => s.email)).not.toContain('zorblat.one@example.com');
    const gone = await adminGet('/api/admin/v1/newsletter/subscribers?q=zorblat&status=unsubscribed');
    expect(gone.json().data.items.map((s: { email: string }) => s.email)).toEqual(['zorblat.one@example.com']);
    expect(await auditOf('subscriber', 'zorblat.one@example.com')).toHaveLength(1);

    // Signing up again on the storefront subscribes the address anew.
    await subscribe('zorblat.one@example.com');
    const back = await adminGet('/api/admin/v1/newsletter/subscribers?q=zorblat.one');
    expect(back.json().data.items).toHaveLength(1);
  });

  it('answers 403 to an agent and 404 for another merchant’s subscriber', async () => {
    expect((await adminGet('/api/admin/v1/newsletter/subscribers', agent.headers)).statusCode).toBe(403);
    expect((await adminGet('/api/admin/v1/newsletter/subscribers.csv', agent.headers)).statusCode).toBe(403);
    const foreign = await send('POST', '/api/admin/v1/newsletter/subscribers/unsubscribe', other.headers, {
      email: 'zorblat.two@example.com',
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await send('POST', '/api/admin/v1/newsletter/subscribers/unsubscribe', owner.headers, { email: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/email/);
    const still = await adminGet('/api/admin/v1/newsletter/subscribers?q=zorblat.two');
    expect(still.json().data.items).toHaveLength(1);
  });
});
