import {
  ERROR_CODES,
  ERROR_TEXTS,
  FIELD_LABELS,
  SCHEMA_ISSUE_TEXTS,
  SERVER_MESSAGES,
  SITE_LANGUAGES,
  TRANSPORT_TEXTS,
  fieldLabel,
  matchServerMessage,
  type ErrorName,
  type SiteLanguage,
} from '@storefront/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { collectSourceMessages, DYNAMIC_MESSAGES } from '../../test/message-sources.js';
import { AppError, registerErrorHandler } from './errors.js';

/** Each non-English site language and a character class its texts must use. */
const SCRIPTS: ReadonlyArray<[SiteLanguage, RegExp]> = [
  ['zh-CN', /[\u4e00-\u9fff]/],
  ['zh-TW', /[\u4e00-\u9fff]/],
  ['ko-KR', /[\uac00-\ud7af]/],
];

const shapeOf = (template: string) => template.replace(/\{\w+\}/g, '{}');

describe('the error catalogue in four languages', () => {
  it.each(Object.keys(ERROR_CODES) as ErrorName[])('%s has a text in every site language', (name) => {
    const texts = ERROR_TEXTS[name];
    for (const language of SITE_LANGUAGES) expect(texts[language].trim()).not.toBe('');
    for (const [language, script] of SCRIPTS) expect(texts[language]).toMatch(script);
  });

  it('translates every catalogue message into every language, with no value it does not carry', () => {
    for (const [english, texts] of Object.entries(SERVER_MESSAGES)) {
      const names = new Set([...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      for (const [language, script] of SCRIPTS) {
        const text = texts[language as Exclude<SiteLanguage, 'en-AU'>];
        expect(text, `${english} (${language})`).toMatch(script);
        for (const m of text.matchAll(/\{(\w+)\}/g)) expect(names, `${english} (${language})`).toContain(m[1]);
      }
    }
  });

  it('has the schema and transport texts in every language', () => {
    for (const texts of [...Object.values(SCHEMA_ISSUE_TEXTS), ...Object.values(TRANSPORT_TEXTS)]) {
      for (const [language, script] of SCRIPTS) expect(texts[language]).toMatch(script);
    }
  });
});

describe('every message the server source can send', () => {
  const { messages, unexplained } = collectSourceMessages();

  it('finds the messages (the scan itself works)', () => {
    expect(messages.length).toBeGreaterThan(150);
    expect(messages.map((m) => m.shape)).toContain('The user name or password is wrong');
  });

  it('knows where each dynamic AppError message gets its texts', () => {
    expect(unexplained, `add to DYNAMIC_MESSAGES in test/message-sources.ts: ${Object.keys(DYNAMIC_MESSAGES)}`).toEqual(
      [],
    );
  });

  it('has a catalogue template of the same shape for each', () => {
    const missing = messages
      .filter((m) => {
        const found = matchServerMessage(m.sample);
        // A literal may match a template (the limit written out); a template must match one of its shape.
        return !found || (m.shape.includes('{}') && shapeOf(found.english) !== m.shape);
      })
      .map((m) => `${m.where}: ${m.shape}`);
    expect(missing, 'add these to packages/contracts/src/server-messages-*.ts').toEqual([]);
  });

  it('answers each AppError message in Chinese and Korean, and as written in English', async () => {
    const thrown = messages.filter((m) => m.errorName !== undefined);
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/throw', async (request) => {
      const { name, message } = request.body as { name: ErrorName; message: string };
      throw new AppError(name, message);
    });
    for (const m of thrown) {
      for (const [language, script] of [...SCRIPTS, ['en-AU', /./] as const]) {
        const res = await app.inject({
          method: 'POST',
          url: '/throw',
          headers: { language: language.toLowerCase() },
          payload: { name: m.errorName, message: m.sample },
        });
        expect(res.statusCode, m.where).toBe(ERROR_CODES[m.errorName as ErrorName].status);
        const body = res.json();
        expect(body.code).toBe(ERROR_CODES[m.errorName as ErrorName].code);
        if (language === 'en-AU') expect(body.message).toBe(m.sample);
        else expect(body.message, `${m.where} (${language})`).toMatch(script);
      }
    }
    await app.close();
  });
});

describe('answers of the error handler', () => {
  const handlerApp = async () => {
    const app = Fastify({ bodyLimit: 64 });
    registerErrorHandler(app);
    app.post('/echo', async (request) => request.body);
    app.get('/throw/:status', async (request) => {
      const status = Number((request.params as { status: string }).status);
      throw Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), { statusCode: status });
    });
    return app;
  };

  it.each(Object.keys(ERROR_CODES) as ErrorName[])(
    '%s: an unknown English message falls back to the code text, never English',
    async (name) => {
      const app = await handlerApp();
      app.get('/code/:name', async () => {
        throw new AppError(name, 'An English sentence nobody translated');
      });
      for (const [language, script] of SCRIPTS) {
        const res = await app.inject({ url: `/code/${name}`, headers: { language: language.toLowerCase() } });
        expect(res.json().message).toBe(ERROR_TEXTS[name][language]);
        expect(res.json().message).toMatch(script);
      }
      const english = await app.inject({ url: `/code/${name}`, headers: { language: 'en-au' } });
      expect(english.json().message).toBe('An English sentence nobody translated');
      await app.close();
    },
  );

  it.each([
    ['malformed JSON', '{"a":', 'application/json', 400, TRANSPORT_TEXTS.malformedBody],
    ['an unsupported content type', 'a=1', 'application/x-www-form-urlencoded', 415, TRANSPORT_TEXTS.unsupportedType],
    [
      'a body over the limit',
      JSON.stringify({ text: 'x'.repeat(200) }),
      'application/json',
      413,
      TRANSPORT_TEXTS.tooLarge,
    ],
  ])('answers %s in the shopper’s language', async (_, payload, type, status, texts) => {
    const app = await handlerApp();
    for (const language of SITE_LANGUAGES) {
      const res = await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': type, language: language.toLowerCase() },
        payload,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ code: ERROR_CODES.validationFailed.code, message: texts[language], data: null });
    }
    await app.close();
  });

  it('answers a 429 in the shopper’s language', async () => {
    const app = await handlerApp();
    for (const language of SITE_LANGUAGES) {
      const res = await app.inject({ url: '/throw/429', headers: { language } });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(ERROR_TEXTS.rateLimited[language]);
    }
    await app.close();
  });

  it('answers a server fault in the shopper’s language, with no detail', async () => {
    const app = await handlerApp();
    const res = await app.inject({ url: '/throw/500', headers: { language: 'ko-kr' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(ERROR_TEXTS.internal['ko-KR']);
    await app.close();
  });
});

describe('matching a message to its template', () => {
  it('keeps a value with spaces whole when two values sit side by side', () => {
    const found = matchServerMessage('This booking cannot be refunded: Harbour View Lodge was sold non-refundable');
    expect(found?.values).toEqual({ titles: 'Harbour View Lodge', were: 'was' });
  });

  it('prefers the template with the most literal text', () => {
    expect(matchServerMessage('This order expired unpaid; order again')?.english).toBe(
      'This order expired unpaid; order again',
    );
    expect(matchServerMessage('No payment P123 for this link')?.english).toBe('No payment {number} for this link');
  });
});

describe('field labels', () => {
  it('names fields inside lists with the entry they belong to', () => {
    expect(fieldLabel('travellers.1.lastName', 'zh-CN')).toBe('出行人 2 · 姓氏');
    expect(fieldLabel('item.gcode', 'en-AU')).toBe('Package');
    expect(fieldLabel('screenData.priceNum.max', 'ko-KR')).toBe('최고 가격');
    expect(fieldLabel('somethingNew', 'zh-TW')).toBe('此項');
  });

  it('has every label in every language', () => {
    for (const [name, texts] of Object.entries(FIELD_LABELS)) {
      for (const [language, script] of SCRIPTS) expect(texts[language], name).toMatch(script);
    }
  });
});
