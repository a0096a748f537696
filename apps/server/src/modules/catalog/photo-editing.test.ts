import { PRODUCT_PHOTO_LIMITS } from '@storefront/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogClient } from '../../test/catalog.js';
import { createTestApp, storefrontHeaders, testEngine } from '../../test/harness.js';
import { multipartOf } from '../../test/multipart.js';
import { openApiOf } from '../../test/probes/openapi.js';
import { loginStaff, type LoggedInStaff } from '../../test/staff.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: LoggedInStaff;
let editor: LoggedInStaff;
let agent: LoggedInStaff;
let other: LoggedInStaff;
let code = '';
beforeAll(async () => {
  t = await createTestApp();
  owner = await loginStaff(t.app, { businessNumber: '456817', role: 'owner' });
  editor = await loginStaff(t.app, { businessNumber: '456817', role: 'editor' });
  agent = await loginStaff(t.app, { businessNumber: '456817', role: 'agent' });
  other = await loginStaff(t.app, { businessNumber: '518200', role: 'owner' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/products',
    headers: owner.headers,
    payload: {
      texts: { 'en-AU': { title: 'Lighthouse photo walk' } },
      category: 201,
      location: 'au-nsw-sydney',
      status: 'published',
    },
  });
  code = res.json().data.code;
}, 60_000);
afterAll(() => t.close());

const { get } = catalogClient(() => t.app);
type Photo = { id: string; url: string; alt: Record<string, string> };

/** A real picture of the given size and colour, encoded as `format`. */
const picture = (width: number, height: number, format: 'png' | 'jpeg', red = 200) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 40 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

function upload(
  headers: Record<string, string>,
  file: { filename: string; type: string; bytes: Buffer },
  name = 'photo',
) {
  const form = multipartOf([{ name, ...file }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/products/${code}/photos`,
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}
const photoAudit = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/v1/audit?objectType=product&size=50',
    headers: owner.headers,
  });
  return (res.json().data.items as { action: string; objectId: string }[])
    .filter((r) => r.objectId === code && r.action.startsWith('product.photo'))
    .map((r) => r.action);
};

describe(`product photos on ${testEngine}`, () => {
  it('stores an upload as resized WebP, reorders, sets alt per language and removes — the storefront follows', async () => {
    const big = await upload(editor.headers, {
      filename: 'cliff.png',
      type: 'image/png',
      bytes: await picture(3000, 2000, 'png'),
    });
    expect(big.statusCode).toBe(200);
    const [first] = big.json().data.photos as Photo[];
    expect(first?.id).toMatch(/^ph-[0-9a-f]{16}$/);
    const stored = await t.app.inject({ method: 'GET', url: first?.url as string });
    expect(stored.headers['content-type']).toBe('image/webp');
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(PRODUCT_PHOTO_LIMITS.maxEdge);

    const second = await upload(owner.headers, {
      filename: 'beach.jpg',
      type: 'image/jpeg',
      bytes: await picture(800, 600, 'jpeg', 20),
    });
    const both = second.json().data.photos as Photo[];
    expect(both.map((p) => p.id)[0]).toBe(first?.id);
    const en = storefrontHeaders('456817', { language: 'en-AU' });
    expect((await get(`/api/v1/tripproduct/detail/${code}`, en)).json().data.images).toEqual(both.map((p) => p.url));

    const reordered = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/v1/products/${code}/photos/order`,
      headers: editor.headers,
      payload: { photos: [both[1]?.id, both[0]?.id] },
    });
    expect(reordered.statusCode).toBe(200);
    const order = (reordered.json().data.photos as Photo[]).map((p) => p.url);
    expect(order).toEqual([both[1]?.url, both[0]?.url]);
    const detail = (await get(`/api/v1/tripproduct/detail/${code}`, en)).json().data;
    expect(detail.images).toEqual(order);
    expect(detail.image).toBe(order[0]);

    const alt = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/v1/products/${code}/photos/${both[0]?.id}`,
      headers: editor.headers,
      payload: { alt: { 'en-AU': 'Cliffs at sunset', 'zh-CN': '日落时的悬崖' } },
    });
    expect(alt.statusCode).toBe(200);
    const withAlt = (alt.json().data.photos as Photo[]).find((p) => p.id === both[0]?.id);
    expect(withAlt?.alt).toEqual({ 'en-AU': 'Cliffs at sunset', 'zh-CN': '日落时的悬崖' });
    const product = await t.app.inject({
      method: 'GET',
      url: `/api/admin/v1/products/${code}`,
      headers: owner.headers,
    });
    expect(product.json().data.photos).toEqual(alt.json().data.photos);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/v1/products/${code}/photos/${both[1]?.id}`,
      headers: owner.headers,
    });
    expect((removed.json().data.photos as Photo[]).map((p) => p.id)).toEqual([both[0]?.id]);
    expect((await get(`/api/v1/tripproduct/detail/${code}`, en)).json().data.images).toEqual([both[0]?.url]);
    expect(await photoAudit()).toEqual([
      'product.photo.remove',
      'product.photo.update',
      'product.photo.order',
      'product.photo.add',
      'product.photo.add',
    ]);
  });

  it('refuses a file of the wrong type (400) or too large (413) naming it, and a reorder that leaves one out', async () => {
    const before = await photoAudit();
    const text = await upload(owner.headers, {
      filename: 'notes.txt',
      type: 'text/plain',
      bytes: Buffer.from('hello'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().data.field).toBe('photo');
    expect(text.json().message).toContain('notes.txt');
    // Says PNG, is not one.
    const fake = await upload(owner.headers, { filename: 'fake.png', type: 'image/png', bytes: Buffer.from('GIF89a') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('fake.png');
    const large = await upload(owner.headers, {
      filename: 'huge.jpg',
      type: 'image/jpeg',
      bytes: Buffer.alloc(PRODUCT_PHOTO_LIMITS.maxBytes + 1, 1),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe(4184);
    expect(large.json().message).toContain('huge.jpg');
    const misnamed = await upload(
      owner.headers,
      { filename: 'a.png', type: 'image/png', bytes: await picture(10, 10, 'png') },
      'file',
    );
    expect(misnamed.statusCode).toBe(400);
    const partial = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/v1/products/${code}/photos/order`,
      headers: owner.headers,
      payload: { photos: ['ph-0000000000000000'] },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().data.field).toBe('photos');
    expect(await photoAudit()).toEqual(before);
  });

  it('answers 404 for another shop’s product and 403 to an agent', async () => {
    const bytes = await picture(20, 20, 'png');
    expect((await upload(other.headers, { filename: 'x.png', type: 'image/png', bytes })).statusCode).toBe(404);
    expect((await upload(agent.headers, { filename: 'x.png', type: 'image/png', bytes })).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/v1/products/${code}/photos`,
      headers: other.headers,
    });
    expect(list.statusCode).toBe(404);
  });

  it('documents every catalog-editing operation in the OpenAPI document under the tag admin, with its bearer', () => {
    const paths = openApiOf(t.app).paths as Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    const expected: [string, string][] = [
      ['/api/admin/v1/products', 'get'],
      ['/api/admin/v1/products', 'post'],
      ['/api/admin/v1/products/{pcode}', 'get'],
      ['/api/admin/v1/products/{pcode}', 'patch'],
      ['/api/admin/v1/products/{pcode}/packages', 'get'],
      ['/api/admin/v1/products/{pcode}/packages', 'post'],
      ['/api/admin/v1/packages/{gcode}', 'get'],
      ['/api/admin/v1/packages/{gcode}', 'patch'],
      ['/api/admin/v1/packages/{gcode}', 'delete'],
      ['/api/admin/v1/products/{pcode}/photos', 'get'],
      ['/api/admin/v1/products/{pcode}/photos', 'post'],
      ['/api/admin/v1/products/{pcode}/photos/order', 'put'],
      ['/api/admin/v1/products/{pcode}/photos/{photoId}', 'patch'],
      ['/api/admin/v1/products/{pcode}/photos/{photoId}', 'delete'],
    ];
    for (const [path, method] of expected) {
      const operation = paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['admin']);
      expect(operation?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });
});
