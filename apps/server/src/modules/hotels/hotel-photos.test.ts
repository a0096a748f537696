import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine } from '../../test/harness.js';
import { multipartOf } from '../../test/multipart.js';
import { loginStaff, type LoggedInStaff } from '../../test/staff.js';

/** A hotel's photos in the back office (issue 14): upload, reorder, alt text per language, remove. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: LoggedInStaff;
let editor: LoggedInStaff;
let agent: LoggedInStaff;
let other: LoggedInStaff;
let hotelId = 0;
beforeAll(async () => {
  t = await createTestApp();
  owner = await loginStaff(t.app, { businessNumber: '456817', role: 'owner' });
  editor = await loginStaff(t.app, { businessNumber: '456817', role: 'editor' });
  agent = await loginStaff(t.app, { businessNumber: '456817', role: 'agent' });
  other = await loginStaff(t.app, { businessNumber: '518200', role: 'owner' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/hotels',
    headers: owner.headers,
    payload: {
      texts: { 'en-AU': { name: 'Photo Test Lodge' } },
      location: 'au-nsw-sydney',
      stars: 3,
      latitude: -33.87,
      longitude: 151.21,
      checkInTime: '14:00',
      checkOutTime: '10:00',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  hotelId = res.json().data.id;
}, 60_000);
afterAll(() => t.close());

type Photo = { id: string; url: string; alt: Record<string, string> };
const picture = (red: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: red, g: 120, b: 40 } } })
    .png()
    .toBuffer();
const url = (suffix = '', hotel = hotelId) => `/api/admin/v1/hotels/${hotel}/photos${suffix}`;
const upload = (headers: Record<string, string>, bytes: Buffer, hotel = hotelId, type = 'image/png') => {
  const form = multipartOf([{ name: 'photo', filename: 'lobby.png', type, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: url('', hotel),
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
};
const audits = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/v1/audit?objectType=hotel&size=50',
    headers: owner.headers,
  });
  return (res.json().data.items as { action: string; objectId: string }[])
    .filter((r) => r.objectId === String(hotelId) && r.action.startsWith('hotel.photo'))
    .map((r) => r.action);
};

describe(`hotel photos in the back office on ${testEngine}`, () => {
  it('uploads, reorders, writes alt texts and removes; each change one audit row; the storefront shows the cover', async () => {
    const first = await upload(editor.headers, await picture(10));
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(editor.headers, await picture(220));
    const photos = second.json().data.photos as Photo[];
    expect(photos).toHaveLength(2);
    expect(photos[0]?.url).toMatch(new RegExp(`^/images/hotels/${hotelId}/ph-[0-9a-f]{16}\\.webp$`));
    // The stored image is served as WebP.
    const image = await t.app.inject({ method: 'GET', url: photos[0]?.url ?? '' });
    expect(image.statusCode).toBe(200);

    const [a, b] = photos.map((p) => p.id) as [string, string];
    const reordered = await t.app.inject({
      method: 'PUT',
      url: url('/order'),
      headers: editor.headers,
      payload: { photos: [b, a] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.photos.map((p: Photo) => p.id)).toEqual([b, a]);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: url('/order'),
      headers: editor.headers,
      payload: { photos: [a] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data?.field).toBe('photos');

    const alt = await t.app.inject({
      method: 'PATCH',
      url: url(`/${b}`),
      headers: editor.headers,
      payload: { alt: { 'en-AU': 'The lobby at dusk', 'zh-CN': '黄昏时的大堂' } },
    });
    expect(alt.statusCode, alt.body).toBe(200);
    expect(alt.json().data.photos[0].alt).toEqual({ 'en-AU': 'The lobby at dusk', 'zh-CN': '黄昏时的大堂' });
    const long = await t.app.inject({
      method: 'PATCH',
      url: url(`/${b}`),
      headers: editor.headers,
      payload: { alt: { 'en-AU': 'x'.repeat(201) } },
    });
    expect(long.statusCode).toBe(400);

    // Published, the storefront's hotel page lists the photos, the new cover first.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/v1/hotels/${hotelId}`,
      headers: editor.headers,
      payload: { status: 'published' },
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/hotelproduct/detail/${hotelId}`,
      headers: { businessnumber: '456817', language: 'en-AU', currency: 'AUD' },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.images).toEqual(reordered.json().data.photos.map((p: Photo) => p.url));

    const removed = await t.app.inject({ method: 'DELETE', url: url(`/${a}`), headers: editor.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.photos.map((p: Photo) => p.id)).toEqual([b]);
    expect(await audits()).toEqual(
      expect.arrayContaining(['hotel.photo.add', 'hotel.photo.order', 'hotel.photo.update', 'hotel.photo.remove']),
    );
    expect(await audits()).toHaveLength(5);
  });

  it('refuses an agent (403), another shop (404), a file that is not an image (400), an unknown photo (404)', async () => {
    expect((await upload(agent.headers, await picture(50))).statusCode).toBe(403);
    expect((await upload(other.headers, await picture(50))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(), headers: other.headers })).statusCode).toBe(404);
    const notImage = await upload(owner.headers, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().data?.field).toBe('photo');
    expect(
      (await t.app.inject({ method: 'DELETE', url: url('/ph-0000000000000000'), headers: owner.headers })).statusCode,
    ).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: url(), headers: owner.headers });
    expect(list.json().data.photos).toHaveLength(1);
  });
});
