import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storefrontHeaders } from '../../test/harness.js';
import { registerMember } from '../../test/members.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HISTORY = '/api/v1/operation/search/record';
const UPLOAD = '/api/v1/operation/upload/search/record';
const BROWSE_ONE = '/api/v1/operation/upload/product/browse/record';
const BROWSE_LIST = '/api/v1/operation/product/browse/record';

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function productCodes(headers: Headers, count: number): Promise<string[]> {
  const res = await inject('POST', '/api/v1/tripproduct/operation/pagging', headers, { pageSize: count });
  return (res.json().data.list as { code: string }[]).map((c) => c.code);
}

describe('hot searches', () => {
  it("answers the merchant's picks in the request language when nobody has searched", async () => {
    const zh = (
      await inject('GET', '/api/v1/tripproduct/hot/search', storefrontHeaders('456817', { language: 'zh-CN' }))
    ).json();
    expect(zh.code).toBe(0);
    expect(zh.data).toContain('悉尼歌剧院');
    expect(zh.data.length).toBeLessThanOrEqual(10);
    const ko = (
      await inject('GET', '/api/v1/tripproduct/hot/search', storefrontHeaders('456817', { language: 'ko-KR' }))
    ).json();
    expect(ko.data).toContain('시드니 오페라 하우스');
  });

  it('is scoped by merchant: a shop without Fiji does not suggest it', async () => {
    const kiwi = (
      await inject('GET', '/api/v1/tripproduct/hot/search', storefrontHeaders('518200', { language: 'en-AU' }))
    ).json();
    expect(kiwi.data).toContain('Queenstown');
    expect(kiwi.data).not.toContain('Fiji');
  });

  it('has its own list for hotels', async () => {
    const res = await inject(
      'GET',
      '/api/v1/hotelproduct/hot/search',
      storefrontHeaders('456817', { language: 'en-AU' }),
    );
    expect(res.json().data).toEqual(expect.arrayContaining(['Sydney', 'Gold Coast']));
  });

  it('puts keywords several members searched this month first, in that language only', async () => {
    const headers = { language: 'en-AU' };
    const a = await registerMember(t.app, '630900');
    const b = await registerMember(t.app, '630900');
    for (const member of [a, b]) {
      const res = await inject('POST', UPLOAD, { ...member.headers, ...headers }, [
        { keyword: 'Lifou snorkelling', save: 0 },
      ]);
      expect(res.json()).toMatchObject({ code: 0, data: { saved: 1 } });
    }
    const en = (await inject('GET', '/api/v1/tripproduct/hot/search', storefrontHeaders('630900', headers))).json()
      .data;
    expect(en[0]).toBe('Lifou snorkelling');
    const ko = (
      await inject('GET', '/api/v1/tripproduct/hot/search', storefrontHeaders('630900', { language: 'ko-KR' }))
    ).json().data;
    expect(ko).not.toContain('Lifou snorkelling');
    const other = (await inject('GET', '/api/v1/tripproduct/hot/search', storefrontHeaders('456817', headers))).json()
      .data;
    expect(other).not.toContain('Lifou snorkelling');
  });

  it('does not let one member make a keyword hot by repeating it', async () => {
    const a = await registerMember(t.app, '630900');
    for (let i = 0; i < 3; i++) {
      await inject('POST', UPLOAD, { ...a.headers, language: 'en-AU' }, [{ keyword: 'Only me', save: 0 }]);
    }
    const en = (
      await inject('GET', '/api/v1/tripproduct/hot/search', storefrontHeaders('630900', { language: 'en-AU' }))
    ).json().data;
    expect(en).not.toContain('Only me');
  });
});

describe('search history', () => {
  it('needs a member: no token is 1005', async () => {
    for (const [method, url, payload] of [
      ['GET', HISTORY, undefined],
      ['DELETE', HISTORY, undefined],
      ['POST', UPLOAD, []],
    ] as const) {
      const res = await inject(method, url, storefrontHeaders(), payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(1005);
    }
  });

  it('answers an empty upload with code 0 and the message "empty"', async () => {
    const member = await registerMember(t.app);
    const res = await inject('POST', UPLOAD, member.headers, []);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, message: 'empty', data: { saved: 0 } });
  });

  it('keeps uploaded keywords, newest first, one entry per keyword; save 1 items are skipped', async () => {
    const member = await registerMember(t.app);
    await inject('POST', UPLOAD, member.headers, [{ keyword: 'Sydney', save: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await inject('POST', UPLOAD, member.headers, [
      { keyword: '  Gold   Coast ', save: 0 },
      { keyword: 'Sydney', save: 0 },
      { keyword: 'Already there', save: 1 },
    ]);
    expect(res.json()).toMatchObject({ code: 0, message: 'success', data: { saved: 2 } });
    const history = (await inject('GET', HISTORY, member.headers)).json().data as { keyword: string; save: number }[];
    expect(history.map((h) => h.keyword).sort()).toEqual(['Gold Coast', 'Sydney']);
    expect(history.every((h) => h.save === 1)).toBe(true);
  });

  it("keeps members apart and clears only the member's own history", async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    await inject('POST', UPLOAD, a.headers, [{ keyword: 'Blue Mountains', save: 0 }]);
    await inject('POST', UPLOAD, b.headers, [{ keyword: 'Hobbiton', save: 0 }]);
    expect((await inject('GET', HISTORY, a.headers)).json().data.map((h: { keyword: string }) => h.keyword)).toEqual([
      'Blue Mountains',
    ]);
    const cleared = await inject('DELETE', HISTORY, a.headers);
    expect(cleared.json()).toMatchObject({ code: 0 });
    expect((await inject('GET', HISTORY, a.headers)).json().data).toEqual([]);
    expect((await inject('GET', HISTORY, b.headers)).json().data).toHaveLength(1);
  });

  it('keeps hotel searches (type 2) apart from trip searches', async () => {
    const member = await registerMember(t.app);
    await inject('POST', UPLOAD, member.headers, [{ keyword: 'Queenstown hotels', save: 0, type: 2 }]);
    expect((await inject('GET', HISTORY, member.headers)).json().data).toEqual([]);
    expect((await inject('GET', `${HISTORY}?type=2`, member.headers)).json().data).toHaveLength(1);
  });

  it('answers malformed uploads with 2001 naming the field', async () => {
    const member = await registerMember(t.app);
    const res = await inject('POST', UPLOAD, member.headers, [{ keyword: '', save: 0 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: '0.keyword' } });
    const notList = await inject('POST', UPLOAD, member.headers, { keyword: 'x' });
    expect(notList.json().code).toBe(2001);
  });

  it("rejects another shop's token with 1005", async () => {
    const member = await registerMember(t.app, '518200');
    const res = await inject('GET', HISTORY, { ...member.headers, businessnumber: '456817' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1005);
  });
});

describe('browse records', () => {
  it('needs a member', async () => {
    const res = await inject('POST', BROWSE_LIST, storefrontHeaders(), []);
    expect(res.json().code).toBe(1005);
  });

  it('keeps products the member looked at, newest first, with their cards', async () => {
    const member = await registerMember(t.app);
    const [first, second] = await productCodes(member.headers, 2);
    for (const code of [first, second, first]) {
      const res = await inject('POST', BROWSE_ONE, member.headers, {
        type: 1,
        productId: code,
        filterTitle: 'x',
        save: 0,
      });
      expect(res.json()).toMatchObject({ code: 0 });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const res = await inject('POST', BROWSE_LIST, member.headers, []);
    const records = res.json().data as { productId: string; product: { code: string; currency: string } }[];
    expect(records.map((r) => r.productId)).toEqual([first, second]);
    expect(records[0]?.product).toMatchObject({ code: first, currency: 'CNY' });
  });

  it('adds the records sent with the list call; unknown products in it are skipped', async () => {
    const member = await registerMember(t.app);
    const [a, b] = await productCodes(member.headers, 2);
    const res = await inject('POST', BROWSE_LIST, member.headers, [
      { type: 1, productId: a, save: 0 },
      { type: 1, productId: 'PZZZZZZZZ', save: 0 },
      { type: 1, productId: b, save: 0 },
    ]);
    expect(res.json().data.map((r: { productId: string }) => r.productId)).toEqual([a, b]);
  });

  it("answers an unknown product or another shop's product with 3004", async () => {
    const member = await registerMember(t.app, '518200');
    const [foreign] = await productCodes(storefrontHeaders('456817'), 1);
    for (const productId of ['PZZZZZZZZ', foreign]) {
      const res = await inject('POST', BROWSE_ONE, member.headers, { type: 1, productId });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(3004);
    }
  });

  it("keeps members' browse records apart", async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    const [code] = await productCodes(a.headers, 1);
    await inject('POST', BROWSE_ONE, a.headers, { type: 1, productId: code });
    expect((await inject('POST', BROWSE_LIST, b.headers, [])).json().data).toEqual([]);
  });

  it('answers a malformed record with 2001 naming the field', async () => {
    const member = await registerMember(t.app);
    const res = await inject('POST', BROWSE_ONE, member.headers, { type: 2, productId: 'P' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'type' } });
  });
});
