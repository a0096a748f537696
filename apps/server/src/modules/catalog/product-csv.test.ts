import { PRODUCT_TEXT_LIMITS } from '@storefront/contracts';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogClient } from '../../test/catalog.js';
import { createTestApp, storefrontHeaders, testEngine } from '../../test/harness.js';
import { loginStaff, type LoggedInStaff } from '../../test/staff.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: LoggedInStaff;
let editor: LoggedInStaff;
let agent: LoggedInStaff;
let other: LoggedInStaff;
beforeAll(async () => {
  t = await createTestApp({ orderSweepMs: 0 });
  owner = await loginStaff(t.app, { businessNumber: '456817', role: 'owner' });
  editor = await loginStaff(t.app, { businessNumber: '456817', role: 'editor' });
  agent = await loginStaff(t.app, { businessNumber: '456817', role: 'agent' });
  other = await loginStaff(t.app, { businessNumber: '518200', role: 'owner' });
}, 60_000);
afterAll(() => t.close());

const { listAll } = catalogClient(() => t.app);
const IMPORT = '/api/admin/v1/products/import';
const EXPORT = '/api/admin/v1/products/export.csv';
const URL = '/api/admin/v1/products';
const HEADER = [
  'product_code',
  'status',
  'category',
  'location',
  'title_en-AU',
  'title_zh-CN',
  'description_en-AU',
  'package_name_en-AU',
  'price_adult',
  'price_child',
  'from',
  'to',
  'weekdays',
  'stock',
];
const good = (word: string, code = '') => [
  code,
  'published',
  '201',
  'au-nsw-sydney',
  `Harbour ${word} kayak tour`,
  `港湾${word}皮划艇`,
  'Paddle at dawn',
  'Morning',
  '8900',
  '4500',
  '2027-01-01',
  '2027-01-31',
  '',
  '20',
];
const csvOf = (rows: string[][], header = HEADER) => stringify([header, ...rows]);
const send = (headers: Record<string, string>, csv: string, dryRun: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `${IMPORT}${dryRun ? '?dryRun=1' : ''}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: csv,
  });
const found = async (keyword: string, language: 'en-AU' | 'zh-CN') =>
  (await listAll({ keyword }, storefrontHeaders('456817', { language }))).map((c) => c.code);
type Report = {
  errors: { row: number; column: string; why: string }[];
  productsCreated: number;
  productsUpdated: number;
  days: number;
};

describe(`product CSV import and export on ${testEngine}`, () => {
  it('lists every bad cell of a dry run with its row and column, and writes nothing', async () => {
    const rows = [
      good('plimsk'),
      Object.assign(good('plimsk'), { 2: '999' }),
      Object.assign(good('plimsk'), { 8: '89.00x' }),
      Object.assign(good('plimsk'), { 4: 'x'.repeat(PRODUCT_TEXT_LIMITS.title + 1) }),
      Object.assign(good('plimsk'), { 10: '2027-02-10', 11: '2027-02-01' }),
    ];
    const res = await send(editor.headers, csvOf(rows, [...HEADER, 'title_fr-FR']), true);
    expect(res.statusCode).toBe(200);
    const report = res.json().data as Report;
    const where = report.errors.map((e) => `${e.row}:${e.column}`);
    expect(where).toEqual(
      expect.arrayContaining(['1:title_fr-FR', '3:category', '4:price_adult', '5:title_en-AU', '6:to']),
    );
    expect(report.errors, JSON.stringify(report.errors)).toHaveLength(5);
    expect(report.errors.find((e) => e.column === 'category')?.why).toMatch(/999/);
    expect(await found('plimsk', 'en-AU')).toEqual([]);
    // The staff's language: the same problems in Chinese.
    const zh = await send({ ...editor.headers, language: 'zh-CN' }, csvOf(rows.slice(1, 2)), true);
    expect((zh.json().data as Report).errors[0]?.why).toMatch(/分类/);
  });

  it('refuses a real import with one bad row (400, 4211, the rows named) and writes nothing', async () => {
    const rows = [good('vrentle'), Object.assign(good('vrentle'), { 9: 'lots' })];
    const res = await send(editor.headers, csvOf(rows), false);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(4211);
    expect(res.json().data.errors).toEqual([expect.objectContaining({ row: 3, column: 'price_child' })]);
    expect(await found('vrentle', 'en-AU')).toEqual([]);
  });

  it('creates products the storefront finds by keyword in each language, with their calendar', async () => {
    // An answer cached before the import must not hide the new products.
    expect(await found('quorbit', 'en-AU')).toEqual([]);
    const res = await send(
      editor.headers,
      csvOf([
        good('quorbit', 'PQRB00001'),
        Object.assign(good('quorbit', 'PQRB00001'), { 10: '2027-02-01', 11: '2027-02-28', 12: 'Sat,Sun', 8: '9900' }),
        good('quorbat'),
      ]),
      false,
    );
    expect(res.statusCode).toBe(200);
    const report = res.json().data as Report;
    expect(report).toMatchObject({ errors: [], productsCreated: 2, days: 31 + 8 + 31 });
    expect(await found('quorbit', 'en-AU')).toEqual(['PQRB00001']);
    expect(await found('港湾quorbit', 'zh-CN')).toEqual(['PQRB00001']);
    expect(await found('quorbat', 'en-AU')).toHaveLength(1);
    // Instant confirmation is the product's label: on by default, off when the file says no.
    const product = await t.app.inject({ method: 'GET', url: `${URL}/PQRB00001`, headers: editor.headers });
    expect(product.json().data).toMatchObject({ instantConfirmation: true, tags: [1] });
    const off = await send(
      editor.headers,
      csvOf([['PQRB00001', 'no']], ['product_code', 'instant_confirmation']),
      false,
    );
    expect(off.json().data).toMatchObject({ errors: [], productsUpdated: 1 });
    const after = await t.app.inject({ method: 'GET', url: `${URL}/PQRB00001`, headers: editor.headers });
    expect(after.json().data).toMatchObject({ instantConfirmation: false, tags: [] });
    const calendar = await t.app.inject({
      method: 'GET',
      url: '/api/admin/v1/products/PQRB00001/packages',
      headers: editor.headers,
    });
    const gcode = calendar.json().data.packages[0].gcode as string;
    const month = await t.app.inject({
      method: 'GET',
      url: `/api/admin/v1/packages/${gcode}/calendar?month=2027-02`,
      headers: editor.headers,
    });
    const days = month.json().data.days as { date: string; state: string; prices: { adult: number } }[];
    expect(days.find((d) => d.date === '2027-02-06')).toMatchObject({ state: 'open', prices: { adult: 9900 } });
    expect(days.find((d) => d.date === '2027-02-08')?.state).toBe('none');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/v1/audit?objectType=product&size=50',
      headers: owner.headers,
    });
    const rows = audit.json().data.items as { action: string; after: { created?: string[] } | null }[];
    expect(rows.filter((a) => a.action === 'product.import' && a.after?.created?.includes('PQRB00001'))).toHaveLength(
      1,
    );
  });

  it('imports its own export without a change, and exports the same again', async () => {
    // The imported product, and a seeded one whose calendar has seasons and sold-out days.
    const seeded = await t.app.inject({
      method: 'GET',
      url: '/api/admin/v1/products?size=1&page=5',
      headers: editor.headers,
    });
    const url = `${EXPORT}?codes=PQRB00001,${seeded.json().data.items[0].code as string}`;
    const first = await t.app.inject({ method: 'GET', url, headers: editor.headers });
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/csv/);
    expect(first.body).toMatch(/PQRB00001/);
    expect(first.body.split('\n').length).toBeGreaterThan(10);
    const dry = await send(editor.headers, first.body, true);
    expect(dry.json().data).toMatchObject({ errors: [], productsCreated: 0, productsUpdated: 0, days: 0 });
    const res = await send(editor.headers, first.body, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ errors: [], productsCreated: 0, productsUpdated: 0, days: 0 });
    const again = await t.app.inject({ method: 'GET', url, headers: editor.headers });
    expect(again.body).toBe(first.body);
  });

  it('names the row with another shop’s product code, and refuses an agent', async () => {
    const theirs = await t.app.inject({ method: 'GET', url: '/api/admin/v1/products?size=1', headers: other.headers });
    const code = theirs.json().data.items[0].code as string;
    expect(code).toBeDefined();
    const res = await send(editor.headers, csvOf([good('zintle'), good('zintle', code)]), true);
    expect((res.json().data as Report).errors).toEqual([
      expect.objectContaining({ row: 3, column: 'product_code', why: expect.stringContaining(code) }),
    ]);
    expect((await send(agent.headers, csvOf([good('zintle')]), true)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: EXPORT, headers: agent.headers })).statusCode).toBe(403);
  });
});
