import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine } from '../../test/harness.js';
import { completionPayload, loginByEmailCode, uniqueEmail } from '../../test/members.js';

describe(`rule messages with parameters on ${testEngine}`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const completeAsMinor = async (language: string) => {
    const { token } = await loginByEmailCode(t.app, uniqueEmail('minor'));
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/account/perfect/information',
      headers: { businessnumber: '456817', language, authorization: `Bearer ${token}` },
      payload: { ...completionPayload(), datebirth: '2015-01-01' },
    });
  };

  it('names the minimum age in English', async () => {
    const res = await completeAsMinor('en-AU');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('You must be at least 18 years old');
  });

  it('names the minimum age in Simplified Chinese', async () => {
    const res = await completeAsMinor('zh-CN');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('您须年满 18 周岁');
  });
});
