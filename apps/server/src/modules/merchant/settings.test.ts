import { contrastRatio, THEME_COLOR_KEYS } from '@storefront/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storefrontHeaders, testEngine } from '../../test/harness.js';
import { registerMember } from '../../test/members.js';
import { multipartOf } from '../../test/multipart.js';
import { loginStaff, type LoggedInStaff } from '../../test/staff.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: LoggedInStaff;
let manager: LoggedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  owner = await loginStaff(t.app, { businessNumber: '518200', role: 'owner' });
  manager = await loginStaff(t.app, { businessNumber: '518200', role: 'manager' });
}, 60_000);
afterAll(() => t.close());

const URL = '/api/admin/v1/settings';
const getSettings = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const patch = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: URL, headers, payload });
const configure = (number: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/business/configure', headers: storefrontHeaders(number, extra) });
const settingsAudit = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/v1/audit?objectType=settings&size=50',
    headers: owner.headers,
  });
  return res.json().data.items as { action: string; staffEmail: string; before: unknown; after: unknown }[];
};

describe(`storefront settings on ${testEngine}`, () => {
  it('answers the settings with each colour’s contrast against the text put on it', async () => {
    const res = await getSettings(owner.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      number: '518200',
      title: 'Kiwi Trails',
      defaultLanguage: 'en-AU',
      defaultCurrency: 'NZD',
    });
    expect(Object.keys(data.contrast)).toEqual([...THEME_COLOR_KEYS]);
    expect(data.contrast.firstColor).toEqual({
      text: '#ffffff',
      ratio: contrastRatio(data.webStyle.firstColor, '#ffffff'),
      passesAA: contrastRatio(data.webStyle.firstColor, '#ffffff') >= 4.5,
    });
    expect(data.contrast.thirdColor.text).toBe(data.webStyle.fourthColor);
  });

  it('saves a change made by a manager, serves it to the storefront at once and writes one audit row of the changed fields', async () => {
    const before = (await getSettings(manager.headers)).json().data;
    const res = await patch(manager.headers, {
      title: 'Kiwi Trails NZ',
      webStyle: { ...before.webStyle, firstColor: '#ffee00' },
      footerTexts: { 'en-AU': 'Licensed NZ travel agent', 'zh-CN': '新西兰持牌旅行社' },
      registrationNumber: 'NZBN 9429041234567',
      contact: { email: 'Hello@KiwiTrails.example', phone: '+64 3 555 0100', address: '1 Shotover St, Queenstown' },
      website: 'https://kiwitrails.example/about-us',
      languages: ['en-AU', 'zh-CN'],
      currencies: ['NZD', 'AUD'],
      hiddenCategoryIds: [4, 201],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ title: 'Kiwi Trails NZ', registrationNumber: 'NZBN 9429041234567' });
    expect(data.contact.email).toBe('hello@kiwitrails.example');
    // Yellow under white text fails AA; the answer says so.
    expect(data.contrast.firstColor.passesAA).toBe(false);

    const shop = (await configure('518200')).json().data;
    expect(shop).toMatchObject({ title: 'Kiwi Trails NZ', languages: ['en-AU', 'zh-CN'], currencies: ['NZD', 'AUD'] });
    expect(shop.webStyle.firstColor).toBe('#ffee00');
    expect(shop.businessCategoryCollection).toEqual([4, 201]);
    const common = await t.app.inject({
      method: 'GET',
      url: '/api/v1/business/common/518200',
      headers: { language: 'zh-CN' },
    });
    expect(common.json().data).toMatchObject({
      title: 'Kiwi Trails NZ',
      filingNumber: 'NZBN 9429041234567',
      merchantWebsite: 'https://kiwitrails.example/about-us',
      footerText: '新西兰持牌旅行社',
      contact: { phone: '+64 3 555 0100' },
    });

    const [row] = await settingsAudit();
    expect(row?.action).toBe('settings.update');
    expect(row?.staffEmail).toBe(manager.email);
    expect(Object.keys(row?.after as object).sort()).toEqual(
      [
        'contact',
        'currencies',
        'footerTexts',
        'hiddenCategoryIds',
        'languages',
        'registrationNumber',
        'title',
        'webStyle',
        'website',
      ].sort(),
    );
    expect(row?.before).toMatchObject({ title: before.title });
  });

  it('writes no audit row for a patch that changes nothing', async () => {
    const count = (await settingsAudit()).length;
    const current = (await getSettings(owner.headers)).json().data;
    expect((await patch(owner.headers, { title: current.title })).statusCode).toBe(200);
    expect(await settingsAudit()).toHaveLength(count);
  });

  it.each([
    ['a colour that is no #rrggbb', { webStyle: { firstColor: 'red' } }, 'webStyle'],
    ['a default language not offered', { defaultLanguage: 'ko-KR' }, 'defaultLanguage'],
    ['languages without the default one', { languages: ['zh-CN'] }, 'languages'],
    ['an unsupported language', { languages: ['fr-FR'] }, 'languages.0'],
    ['a default currency not offered', { defaultCurrency: 'USD' }, 'defaultCurrency'],
    ['currencies without the default one', { currencies: ['AUD'] }, 'currencies'],
    ['an unknown category', { hiddenCategoryIds: [4, 999] }, 'hiddenCategoryIds'],
    ['a link that is no web address', { website: 'javascript:alert(1)' }, 'website'],
    ['an ftp link', { website: 'ftp://files.kiwitrails.example' }, 'website'],
    ['a domain with a scheme', { domains: ['https://shop.kiwitrails.example'] }, 'domains.0'],
    ['a domain with a port', { domains: ['shop.kiwitrails.example:8080'] }, 'domains.0'],
    ['a single-label domain', { domains: ['localhost'] }, 'domains.0'],
    ['a domain listed twice', { domains: ['a.kiwitrails.example', 'A.kiwitrails.example'] }, 'domains'],
    ['an empty title', { title: '  ' }, 'title'],
    ['a bad contact email', { contact: { email: 'nobody', phone: '', address: '' } }, 'contact.email'],
    ['an unknown field', { favicon: '/x.svg' }, undefined],
  ])('refuses %s with 2001 naming the field', async (_, payload, field) => {
    const before = (await configure('518200')).json().data;
    const res = await patch(owner.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2001);
    if (field) expect(res.json().data.field).toContain(field);
    expect((await configure('518200')).json().data).toEqual(before);
  });

  it('refuses editors and agents with 403, a member token and no token with 401', async () => {
    const editor = await loginStaff(t.app, { businessNumber: '518200', role: 'editor' });
    const agent = await loginStaff(t.app, { businessNumber: '518200', role: 'agent' });
    for (const staff of [editor, agent]) {
      expect((await getSettings(staff.headers)).statusCode).toBe(403);
      expect((await patch(staff.headers, { title: 'Taken over' })).statusCode).toBe(403);
    }
    const member = await registerMember(t.app, '518200');
    const asMember = await getSettings({ authorization: member.headers.authorization });
    expect(asMember.statusCode).toBe(401);
    expect(asMember.json().code).toBe(1005);
    expect((await getSettings({})).json().code).toBe(1005);
    expect((await configure('518200')).json().data.title).not.toBe('Taken over');
  });

  it('keeps each merchant’s settings its own: a businessNumber header of another merchant is refused', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: URL,
      headers: { ...owner.headers, businessnumber: '456817' },
      payload: { title: 'Not mine' },
    });
    expect([403, 404]).toContain(res.statusCode);
    expect((await configure('456817')).json().data.title).not.toBe('Not mine');
  });
});

describe(`logo upload on ${testEngine}`, () => {
  const upload = (headers: Record<string, string>, parts: Parameters<typeof multipartOf>[0]) => {
    const { payload, contentType } = multipartOf(parts);
    return t.app.inject({
      method: 'POST',
      url: `${URL}/logo`,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 90, alpha: 1 } } })
      .png()
      .toBuffer();

  it('stores a PNG as WebP at most 512 px wide and makes it the storefront’s logo', async () => {
    const res = await upload(owner.headers, [
      { name: 'logo', filename: 'logo.png', type: 'image/png', bytes: await png(1600, 400) },
    ]);
    expect(res.statusCode).toBe(200);
    const { logo } = res.json().data;
    expect(logo).toMatch(/^\/images\/merchants\/518200\/logo-[0-9a-f]{16}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: logo });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 128 });
    expect((await configure('518200')).json().data.logo).toBe(logo);
    const [row] = await settingsAudit();
    expect(row).toMatchObject({ action: 'settings.logo', after: { logo } });
  });

  it('refuses a file that is no image, a form without the file, and a file over 5 MB, naming logo', async () => {
    const before = (await configure('518200')).json().data.logo;
    const notImage = await upload(owner.headers, [
      { name: 'logo', filename: 'logo.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"/>') },
    ]);
    const svg = await upload(owner.headers, [
      {
        name: 'logo',
        filename: 'logo.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      },
    ]);
    const empty = await upload(owner.headers, [{ name: 'title', value: 'no file' }]);
    const huge = await upload(owner.headers, [
      { name: 'logo', filename: 'logo.png', type: 'image/png', bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
    ]);
    for (const res of [notImage, svg, empty, huge]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(2001);
    }
    expect(notImage.json().data.field).toBe('logo');
    expect(huge.json().message).toContain('5 MB');
    expect((await configure('518200')).json().data.logo).toBe(before);
  });

  it('refuses an agent (403) and a JSON body (400)', async () => {
    const agent = await loginStaff(t.app, { businessNumber: '518200', role: 'agent' });
    const res = await upload(agent.headers, [
      { name: 'logo', filename: 'logo.png', type: 'image/png', bytes: await png(10, 10) },
    ]);
    expect(res.statusCode).toBe(403);
    const json = await t.app.inject({ method: 'POST', url: `${URL}/logo`, headers: owner.headers, payload: {} });
    expect(json.statusCode).toBe(400);
  });
});

describe(`custom domains on ${testEngine}`, () => {
  const SHOP = 'shop.kiwitrails.example';

  beforeAll(async () => {
    const res = await patch(owner.headers, { domains: ['Shop.KiwiTrails.Example.', 'kiwitrails.example'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.domains).toEqual([SHOP, 'kiwitrails.example']);
  });

  it('opens that merchant’s home at / on its domain, and the default merchant’s elsewhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host: SHOP } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/518200');
    const port = await t.app.inject({ method: 'GET', url: '/?from=ad', headers: { host: `${SHOP}:443` } });
    expect(port.headers.location).toBe('/518200');
    const elsewhere = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(elsewhere.headers.location).not.toBe('/518200');
  });

  it('answers the not-found page for another merchant’s shop pages on its domain', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/456817/en-au/aud', headers: { host: SHOP } });
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toBe('/error');
    const own = await t.app.inject({ method: 'GET', url: '/518200/en-au/nzd', headers: { host: SHOP } });
    expect(own.statusCode).not.toBe(302);
  });

  it('serves its merchant on the API without a businessNumber and refuses another merchant’s with 3002', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/business/configure', headers: { host: SHOP } });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.number).toBe('518200');
    for (const headers of [
      { host: SHOP, businessnumber: '456817' },
      { host: 'localhost', domainname: SHOP, businessnumber: '456817' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/business/configure', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(3002);
    }
    const common = await t.app.inject({
      method: 'GET',
      url: '/api/v1/business/common/630900',
      headers: { host: SHOP },
    });
    expect(common.json().code).toBe(3002);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/v1/business/configure',
      headers: { host: 'localhost', businessnumber: '456817' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a domain another merchant holds with 409 naming domains', async () => {
    const other = await loginStaff(t.app, { businessNumber: '456817', role: 'owner' });
    // Under en-AU the server's own message is the text (other languages get the code's text).
    const res = await patch({ ...other.headers, language: 'en-AU' }, { domains: ['www.southerncross.example', SHOP] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 4009, data: { field: 'domains' } });
    expect(res.json().message).toContain(SHOP);
    const mine = await patch(other.headers, { domains: ['www.southerncross.example'] });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/business/configure',
      headers: { host: 'www.southerncross.example' },
    });
    expect(theirs.json().data.number).toBe('456817');
  });

  it('lets a domain go: the host then serves the default behaviour again', async () => {
    expect((await patch(owner.headers, { domains: [SHOP] })).statusCode).toBe(200);
    const freed = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'kiwitrails.example' } });
    expect(freed.headers.location).not.toBe('/518200');
  });
});
