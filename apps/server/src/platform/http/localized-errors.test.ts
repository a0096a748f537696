import { ERROR_TEXTS, SITE_LANGUAGES } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine } from '../../test/harness.js';
import { encrypt, registerMember } from '../../test/members.js';

const HANGUL = /[\uac00-\ud7af]/;
const HAN = /[\u4e00-\u9fff]/;

describe(`errors in the shopper's language on ${testEngine}`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let member: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    t = await createTestApp();
    member = await registerMember(t.app);
  });
  afterAll(() => t.close());

  const login = (language: string, password = 'Wrong2026x') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/identity/login',
      headers: { businessnumber: '456817', language },
      payload: { userName: member.email, password: encrypt(password) },
    });

  it.each([
    ['zh-cn', '用户名或密码错误'],
    ['zh-tw', '使用者名稱或密碼錯誤'],
    ['ko-kr', '아이디 또는 비밀번호가 올바르지 않습니다'],
    ['en-au', 'The user name or password is wrong'],
  ])('answers a wrong password under %s in that language', async (language, text) => {
    const res = await login(language);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 1001, message: text, data: null });
  });

  const addTraveller = (language: string, change: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/account/passenger',
      headers: { ...member.headers, language },
      payload: {
        lastName: 'NGUYEN',
        firstName: 'AN',
        appellation: 1,
        datebirth: '1985-03-09',
        nationality: 'VN',
        idType: 1,
        idNumber: 'C1234567',
        idExpiry: '2035-01-01',
        ...change,
      },
    });

  it.each([
    ['en-au', 'Last name: '],
    ['zh-cn', '姓氏：'],
    ['zh-tw', '姓氏：'],
    ['ko-kr', '성: '],
  ])('names a refused field by its label under %s, never by its path', async (language, prefix) => {
    const res = await addTraveller(language, { lastName: '阮' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(2001);
    expect(body.data).toEqual({ field: 'lastName' });
    expect(body.message.startsWith(prefix)).toBe(true);
    expect(body.message).not.toMatch(/body\.|Invalid /);
  });

  it('gives zod’s own refusals a text of their own in the shopper’s language', async () => {
    const res = await addTraveller('ko-kr', { firstName: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('이름: 필수 항목입니다');
    expect(res.json().data).toEqual({ field: 'firstName' });
  });

  it('names the package of a cart line without its path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/operation/Cart/add',
      headers: { ...member.headers, language: 'zh-cn' },
      payload: {
        kind: 'product',
        productCode: 'P12345678',
        gcode: 'nope',
        date: '2030-01-01',
        quantities: { adult: 1 },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^套餐：/);
    expect(res.json().message).toMatch(HAN);
    expect(res.json().message).not.toMatch(/gcode|body/);
  });

  it('answers malformed JSON in the shopper’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/identity/login',
      headers: { businessnumber: '456817', language: 'ko-kr', 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(2001);
    expect(res.json().message).toMatch(HANGUL);
  });

  it('answers an unknown shop in the language the header names, before any context exists', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tripproduct/categorys',
      headers: { businessnumber: '999999', language: 'zh-tw' },
    });
    expect(res.json().code).toBe(3002);
    expect(res.json().message).toBe('商店編號 999999 對應的商店不存在');
  });

  it('answers a path no route serves in the shopper’s language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere', headers: { language: 'ko-kr' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 3004, message: '주소를 찾을 수 없습니다: GET /api/v1/nowhere', data: null });
  });

  it('answers a missing session in each language', async () => {
    for (const language of SITE_LANGUAGES) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/account/passenger/pagging',
        headers: { businessnumber: '456817', language: language.toLowerCase() },
        payload: { pageIndex: 1, pageSize: 10 },
      });
      expect(res.statusCode).toBe(401);
      if (language === 'en-AU') expect(res.json().message).toMatch(/^Log in first/);
      else expect(res.json().message).toBe(ERROR_TEXTS.invalidToken[language]);
    }
  });
});
