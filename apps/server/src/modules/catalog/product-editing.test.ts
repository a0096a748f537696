import { PRODUCT_TEXT_LIMITS } from '@storefront/contracts';
import { TAG_IDS, tags } from '@storefront/reference-data';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../platform/db/kysely.js';
import { catalogClient } from '../../test/catalog.js';
import { createTestApp, storefrontHeaders, testConfig, testEngine } from '../../test/harness.js';
import { registerMember } from '../../test/members.js';
import { bookable, detail, placeOrder, productOrder, quickMember, type OrderTestApp } from '../../test/orders.js';
import { loginStaff, type LoggedInStaff } from '../../test/staff.js';

let t: OrderTestApp;
let owner: LoggedInStaff;
let editor: LoggedInStaff;
let agent: LoggedInStaff;
let other: LoggedInStaff;
beforeAll(async () => {
  const built = await createTestApp({ orderSweepMs: 0 });
  const { db } = await createDb(built.database);
  t = {
    app: built.app,
    db,
    secret: testConfig(built.database).paymentSandboxSecret,
    close: async () => {
      await db.destroy();
      await built.close();
    },
  };
  owner = await loginStaff(t.app, { businessNumber: '456817', role: 'owner' });
  editor = await loginStaff(t.app, { businessNumber: '456817', role: 'editor' });
  agent = await loginStaff(t.app, { businessNumber: '456817', role: 'agent' });
  other = await loginStaff(t.app, { businessNumber: '518200', role: 'owner' });
}, 60_000);
afterAll(() => t.close());

const { listAll, get } = catalogClient(() => t.app);
const URL = '/api/admin/v1/products';
const TAG = tags('en-AU')[0]?.id as number;
const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload });
const patch = (headers: Record<string, string>, code: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${URL}/${code}`, headers, payload });
const productAudit = async (code: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/v1/audit?objectType=product&size=50',
    headers: owner.headers,
  });
  return (res.json().data.items as { action: string; objectId: string }[]).filter((r) => r.objectId === code);
};
const draft = (word: string) => ({
  texts: {
    'en-AU': { title: `Glowworm ${word} cave walk`, description: 'A night walk' },
    'zh-CN': { title: `萤火虫${word}洞穴夜游`, description: '夜间步行' },
  },
  category: 201,
  location: 'au-nsw-sydney',
  tags: [TAG],
  status: 'published',
});

describe(`product editing on ${testEngine}`, () => {
  it('creates a product the storefront finds by keyword in two languages at once, with one audit row', async () => {
    // An answer cached before the change must not hide the new product.
    await listAll({ keyword: 'zorblat' }, storefrontHeaders('456817', { language: 'en-AU' }));
    const res = await create(editor.headers, draft('zorblat'));
    expect(res.statusCode).toBe(200);
    const { code } = res.json().data as { code: string };
    expect(code).toMatch(/^P[0-9A-Z]{8}$/);
    const en = await listAll({ keyword: 'zorblat' }, storefrontHeaders('456817', { language: 'en-AU' }));
    expect(en.map((c) => c.code)).toEqual([code]);
    const zh = await listAll({ keyword: '萤火虫zorblat' }, storefrontHeaders('456817', { language: 'zh-CN' }));
    expect(zh.map((c) => c.code)).toEqual([code]);
    expect(zh[0]?.title).toBe('萤火虫zorblat洞穴夜游');
    expect(zh[0]?.tags.map((x) => x.id)).toEqual([TAG]);
    expect(await productAudit(code)).toHaveLength(1);
  });

  it('shows an edited title on the storefront detail, and unpublishing takes it off the listing', async () => {
    const { code } = (await create(owner.headers, draft('quexil'))).json().data as { code: string };
    const headers = storefrontHeaders('456817', { language: 'en-AU' });
    expect((await get(`/api/v1/tripproduct/detail/${code}`, headers)).json().data.title).toBe(
      'Glowworm quexil cave walk',
    );
    const edited = await patch(editor.headers, code, { texts: { 'en-AU': { title: 'Quexil lantern walk' } } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.texts['zh-CN'].title).toBe('萤火虫quexil洞穴夜游');
    expect((await get(`/api/v1/tripproduct/detail/${code}`, headers)).json().data.title).toBe('Quexil lantern walk');
    expect((await listAll({ keyword: 'lantern quexil' }, headers)).map((c) => c.code)).toEqual([code]);

    expect((await patch(owner.headers, code, { status: 'unpublished' })).json().data.status).toBe('unpublished');
    expect(await listAll({ keyword: 'quexil' }, headers)).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `${URL}/${code}`, headers: owner.headers })).json().data.status,
    ).toBe('unpublished');
    const found = await t.app.inject({ method: 'GET', url: `${URL}?q=quexil`, headers: editor.headers });
    expect(found.json().data.items.map((p: { code: string }) => p.code)).toEqual([code]);
    expect((await productAudit(code)).map((r) => r.action)).toEqual([
      'product.update',
      'product.update',
      'product.create',
    ]);
  });

  it('refuses an unknown category, a text over its limit and a language the shop does not sell, by field', async () => {
    const res = await create(owner.headers, { ...draft('x'), category: 999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().data?.field ?? res.json().message).toMatch(/category/);
    const long = await create(owner.headers, {
      ...draft('y'),
      texts: { 'en-AU': { title: 'x'.repeat(PRODUCT_TEXT_LIMITS.title + 1) } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toMatch(/title/);
    const tag = await create(owner.headers, { ...draft('w'), tags: [99_999] });
    expect(tag.statusCode).toBe(400);
    expect(tag.body).toMatch(/tags/);
    const place = await create(owner.headers, { ...draft('z'), location: 'au-nowhere' });
    expect(place.statusCode).toBe(400);
    expect(place.body).toMatch(/location/);
  });

  it('answers 404 for another merchant’s product, 403 to an agent and 401 to a member', async () => {
    const { code } = (await create(owner.headers, draft('vempra'))).json().data as { code: string };
    expect((await patch(other.headers, code, { status: 'archived' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${URL}/${code}`, headers: other.headers })).statusCode).toBe(404);
    expect((await patch(agent.headers, code, { status: 'archived' })).statusCode).toBe(403);
    expect((await create(agent.headers, draft('nope'))).statusCode).toBe(403);
    const member = await registerMember(t.app);
    expect((await create({ authorization: `Bearer ${member.token}` }, draft('nope'))).statusCode).toBe(401);
    expect(await productAudit(code)).toHaveLength(1);
  });

  it('keeps every text per language, topics, instant confirmation, duration and meeting point, and names the missing translations', async () => {
    const res = await create(editor.headers, {
      texts: {
        'en-AU': {
          title: 'Harbour kayak at dawn',
          subtitle: 'Paddle under the bridge',
          highlights: ['Sunrise on the water', 'Small group'],
          description: 'Two hours on the harbour.',
          included: ['Kayak', 'Guide'],
          howToUse: 'Show the voucher on your phone.',
          cancellationPolicy: 'Free cancellation up to 24 hours before.',
          meetingPoint: 'Lavender Bay wharf, gate 2',
        },
        'zh-CN': { title: '黎明海港皮划艇' },
      },
      category: 201,
      location: 'au-nsw-sydney',
      topics: [101],
      instantConfirmation: false,
      durationMinutes: 120,
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      instantConfirmation: false,
      durationMinutes: 120,
      topics: [101],
      status: 'unpublished',
    });
    expect(created.texts['en-AU'].meetingPoint).toBe('Lavender Bay wharf, gate 2');
    expect(created.texts['en-AU'].highlights).toEqual(['Sunrise on the water', 'Small group']);
    const missing = (data: { missingTranslations: { language: string; fields: string[] }[] }, language: string) =>
      data.missingTranslations.find((m) => m.language === language)?.fields;
    expect(missing(created, 'en-AU')).toBeUndefined();
    expect(missing(created, 'zh-CN')).toEqual([
      'subtitle',
      'highlights',
      'description',
      'included',
      'howToUse',
      'cancellationPolicy',
      'meetingPoint',
    ]);
    expect(missing(created, 'ko-KR')).toContain('title');

    // A PATCH of one field of one language keeps every other text.
    const code = created.code as string;
    const patched = await patch(owner.headers, code, {
      texts: { 'zh-CN': { meetingPoint: '薰衣草湾码头2号门' } },
      status: 'published',
      instantConfirmation: true,
      durationMinutes: null,
    });
    expect(patched.statusCode).toBe(200);
    const after = patched.json().data;
    expect(after.texts['zh-CN']).toMatchObject({ title: '黎明海港皮划艇', meetingPoint: '薰衣草湾码头2号门' });
    expect(after.texts['en-AU'].included).toEqual(['Kayak', 'Guide']);
    expect(missing(after, 'zh-CN')).not.toContain('meetingPoint');
    expect(after).toMatchObject({ instantConfirmation: true, durationMinutes: null });
    const stored = await t.app.inject({ method: 'GET', url: `${URL}/${code}`, headers: editor.headers });
    expect(stored.json().data).toEqual(after);

    // The storefront shows the texts and the topic.
    const shown = (
      await get(`/api/v1/tripproduct/detail/${code}`, storefrontHeaders('456817', { language: 'en-AU' }))
    ).json().data;
    expect(shown.highlights).toEqual(['Sunrise on the water', 'Small group']);
    expect(shown.howToUse).toBe('Show the voucher on your phone.');
    expect(shown.hotTopics.map((x: { id: number }) => x.id)).toEqual([101]);

    // A language the product has no texts in yet needs a title.
    const untitled = await patch(owner.headers, code, { texts: { 'ko-KR': { description: '설명' } } });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().data.field).toBe('texts.ko-KR.title');
    expect((await productAudit(code)).map((r) => r.action)).toEqual(['product.update', 'product.create']);
  });

  it('serves the duration, the meeting point in the shopper’s language and instant confirmation on the detail, only when set', async () => {
    const { code } = (
      await create(owner.headers, {
        ...draft('trevast'),
        texts: {
          'en-AU': { title: 'Trevast glow cave', meetingPoint: 'Te Anau wharf, gate 3' },
          'zh-CN': { title: 'Trevast萤火虫洞', meetingPoint: '蒂阿瑙码头3号门' },
        },
        tags: [1],
        durationMinutes: 150,
      })
    ).json().data as { code: string };
    const shown = async (language: string) =>
      (await get(`/api/v1/tripproduct/detail/${code}`, storefrontHeaders('456817', { language }))).json().data;
    expect(await shown('en-AU')).toMatchObject({
      durationMinutes: 150,
      meetingPoint: 'Te Anau wharf, gate 3',
      instantConfirmation: true,
    });
    expect(await shown('zh-CN')).toMatchObject({ durationMinutes: 150, meetingPoint: '蒂阿瑙码头3号门' });

    // Unset: no duration, no meeting point; without the tag an order waits for the merchant.
    const cleared = await patch(owner.headers, code, {
      texts: { 'en-AU': { meetingPoint: '' } },
      tags: [],
      durationMinutes: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(await shown('en-AU')).toMatchObject({ durationMinutes: null, meetingPoint: '', instantConfirmation: false });
  });

  it('keeps instant confirmation and the "Instant Confirmation" label one thing: the flag sets the label orders follow', async () => {
    const INSTANT = TAG_IDS.instantConfirmation;
    const {
      code,
      tags: made,
      instantConfirmation,
    } = (await create(owner.headers, { ...draft('quorrin'), tags: [TAG_IDS.discount] })).json().data as {
      code: string;
      tags: number[];
      instantConfirmation: boolean;
    };
    // Instant by default, so the label is on the product (and on its card).
    expect({ made, instantConfirmation }).toEqual({ made: [INSTANT, TAG_IDS.discount], instantConfirmation: true });
    const shown = async () =>
      (await get(`/api/v1/tripproduct/detail/${code}`, storefrontHeaders('456817', { language: 'en-AU' }))).json()
        .data as { instantConfirmation: boolean };

    const off = await patch(editor.headers, code, { instantConfirmation: false });
    expect(off.json().data).toMatchObject({ tags: [TAG_IDS.discount], instantConfirmation: false });
    expect((await shown()).instantConfirmation).toBe(false);

    // The label sent among the tags is the same promise.
    const on = await patch(editor.headers, code, { tags: [TAG_IDS.discount, INSTANT] });
    expect(on.json().data).toMatchObject({ tags: [INSTANT, TAG_IDS.discount], instantConfirmation: true });
    expect((await shown()).instantConfirmation).toBe(true);
    expect((await productAudit(code)).map((r) => r.action)).toEqual([
      'product.update',
      'product.update',
      'product.create',
    ]);
  });

  it('refuses a text over its limit naming the field and the language, and an unknown topic, writing nothing', async () => {
    const { code } = (await create(owner.headers, draft('plimso'))).json().data as { code: string };
    const over = await patch(owner.headers, code, {
      texts: { 'zh-CN': { description: '长'.repeat(PRODUCT_TEXT_LIMITS.description + 1) } },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().data.field).toBe('texts.zh-CN.description');
    const meeting = await patch(owner.headers, code, {
      texts: { 'en-AU': { meetingPoint: 'm'.repeat(PRODUCT_TEXT_LIMITS.meetingPoint + 1) } },
    });
    expect(meeting.json().data.field).toBe('texts.en-AU.meetingPoint');
    const item = await patch(owner.headers, code, {
      texts: { 'en-AU': { highlights: ['h'.repeat(PRODUCT_TEXT_LIMITS.listItem + 1)] } },
    });
    expect(item.statusCode).toBe(400);
    expect(item.json().data.field).toBe('texts.en-AU.highlights.0');
    const topic = await patch(owner.headers, code, { topics: [7] });
    expect(topic.statusCode).toBe(400);
    expect(topic.json().data.field).toBe('topics');
    const category = await patch(editor.headers, code, { category: 999 });
    expect(category.statusCode).toBe(400);
    expect(category.json().data.field).toBe('category');
    expect(await productAudit(code)).toHaveLength(1);
    const stored = (await t.app.inject({ method: 'GET', url: `${URL}/${code}`, headers: owner.headers })).json().data;
    expect(stored.texts['zh-CN'].description).toBe('夜间步行');
    expect(stored.subcategoryId).toBe(201);
  });

  it('moves the search index with a title edit in the same change: the new word finds it at once, the old one not', async () => {
    const headers = storefrontHeaders('456817', { language: 'en-AU' });
    const { code } = (await create(owner.headers, draft('brindlewick'))).json().data as { code: string };
    expect((await listAll({ keyword: 'brindlewick' }, headers)).map((c) => c.code)).toEqual([code]);
    const edited = await patch(editor.headers, code, { texts: { 'en-AU': { title: 'Thornquill glowworm walk' } } });
    expect(edited.statusCode).toBe(200);
    expect((await listAll({ keyword: 'thornquill' }, headers)).map((c) => c.code)).toEqual([code]);
    // The zh-CN title still carries the old word; once it changes too, the old word finds nothing.
    await patch(editor.headers, code, { texts: { 'zh-CN': { title: '萤火虫洞穴夜游' } } });
    expect(await listAll({ keyword: 'brindlewick' }, headers)).toEqual([]);
    expect(await listAll({ keyword: 'brindlewick' }, storefrontHeaders('456817', { language: 'zh-CN' }))).toEqual([]);
  });

  // The document is checked again for every candidate the trigram index finds: it stays in its row
  // (migration 0034), compressed when long, and a word at its very end is still found.
  it.runIf(testEngine === 'postgres')(
    'keeps a long search document in its row and finds the last word of its description after an edit',
    async () => {
      const [storage] = (
        await sql<{ attstorage: string }>`select attstorage from pg_attribute
          where attrelid = 'product_search'::regclass and attname = 'body'`.execute(t.db)
      ).rows;
      expect(storage?.attstorage).toBe('m');
      const headers = storefrontHeaders('456817', { language: 'zh-CN' });
      const { code } = (await create(owner.headers, draft('vellichor'))).json().data as { code: string };
      const description = `${'悉尼港湾夜游，歌剧院灯光秀。'.repeat(120)}quillfeather`;
      expect((await patch(editor.headers, code, { texts: { 'zh-CN': { description } } })).statusCode).toBe(200);
      expect((await listAll({ keyword: 'quillfeather' }, headers)).map((c) => c.code)).toEqual([code]);
      expect((await listAll({ keyword: 'vellichor quillfeather' }, headers)).map((c) => c.code)).toEqual([code]);
    },
  );

  it('archives a product: gone from the storefront listing, search and detail, while its order stays readable', async () => {
    const product = await bookable(t);
    const { headers: member } = await quickMember(t);
    const order = await placeOrder(t, member, productOrder(product));
    const en = storefrontHeaders('456817', { language: 'en-AU' });
    const shown = (await get(`/api/v1/tripproduct/detail/${product.code}`, en)).json().data;
    const title = shown.title as string;
    expect((await listAll({ keyword: title }, en)).map((c) => c.code)).toContain(product.code);
    const listed = async () => (await listAll({ cityId: shown.city.id }, en)).map((c) => c.code);
    expect(await listed()).toContain(product.code);

    const archived = await patch(editor.headers, product.code, { status: 'archived' });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.status).toBe('archived');
    expect((await listAll({ keyword: title }, en)).map((c) => c.code)).not.toContain(product.code);
    expect(await listed()).not.toContain(product.code);
    expect((await get(`/api/v1/tripproduct/detail/${product.code}`, en)).statusCode).toBe(404);

    const read = await detail(t, order.headers, order.ocode);
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.json().data)).toContain(product.code);
    expect((await productAudit(product.code)).map((r) => r.action)).toEqual(['product.archive']);
    // The desk still finds it, in its own status.
    const desk = await t.app.inject({
      method: 'GET',
      url: `${URL}?status=archived&q=${product.code}`,
      headers: owner.headers,
    });
    expect(desk.json().data.items.map((p: { code: string }) => p.code)).toEqual([product.code]);
  });

  it('keeps a cruise a cruise when its subcategory moves within its group, and derives the type across groups', async () => {
    const cruise = await t.db
      .selectFrom('products')
      .select(['code'])
      .where('merchant_number', '=', '456817')
      .where('type', '=', 'cruise')
      .executeTakeFirstOrThrow();
    const within = await patch(owner.headers, cruise.code, { category: 205 });
    expect(within.json().data).toMatchObject({ type: 'cruise', categoryId: 2, subcategoryId: 205 });
    const across = await patch(owner.headers, cruise.code, { category: 301 });
    expect(across.json().data).toMatchObject({ type: 'daytrip', categoryId: 3, subcategoryId: 301 });
  });
});
