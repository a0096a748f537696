import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngine } from '../../test/harness.js';
import { registerMember } from '../../test/members.js';
import { CONTROL_CHARACTER_MESSAGE } from './validator.js';

// Issue 17 defect 4: a NUL character in a text field gave HTTP 500 on PostgreSQL. Every string
// field of every operation in the OpenAPI document is tried, so a new route is covered too.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Probe = { method: string; url: string; where: 'body' | 'querystring' | 'params'; field: string; body?: unknown };

const WITH_NUL = 'Syd\u0000ney';

const isString = (schema: JsonSchema | undefined): boolean =>
  !!schema &&
  (schema.type === 'string' ||
    (Array.isArray(schema.type) && schema.type.includes('string')) ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isString));

/** Paths (`a.b`, `list.0.name`) of the string fields in a body schema, two levels deep. */
function stringFields(schema: JsonSchema | undefined, prefix = '', depth = 0): string[] {
  if (!schema || depth > 2) return [];
  if (isString(schema)) return prefix ? [prefix] : [];
  if (schema.items) return stringFields(schema.items, `${prefix}.0`, depth + 1);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    stringFields(property, prefix ? `${prefix}.${name}` : name, depth + 1),
  );
}

/** A body holding `value` at a path such as `items.0.name` and nothing else. */
function bodyWith(path: string, value: string): unknown {
  const keys = path.split('.');
  const build = (index: number): unknown => {
    if (index === keys.length) return value;
    const key = keys[index] as string;
    return /^\d+$/.test(key) ? [build(index + 1)] : { [key]: build(index + 1) };
  };
  return build(0);
}

function probesOf(document: { paths: Record<string, Record<string, Operation>> }): Probe[] {
  const probes: Probe[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
      const sample = (name: string) => (name === 'businessNumber' ? '456817' : '1');
      const urlWith = (nul?: string) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) => (name === nul ? encodeURIComponent(WITH_NUL) : sample(name)));
      for (const param of pathParams) {
        if (isString(param.schema))
          probes.push({ method, url: urlWith(param.name), where: 'params', field: param.name });
      }
      for (const param of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
        if (!isString(param.schema)) continue;
        const url = `${urlWith()}?${param.name}=${encodeURIComponent(WITH_NUL)}`;
        probes.push({ method, url, where: 'querystring', field: param.name });
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const field of stringFields(body)) {
        probes.push({ method, url: urlWith(), where: 'body', field, body: bodyWith(field, WITH_NUL) });
      }
    }
  }
  return probes;
}

describe(`control characters in input on ${testEngine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let headers: Record<string, string>;
  let probes: Probe[];

  beforeAll(async () => {
    ({ app, close } = await createTestApp());
    ({ headers } = await registerMember(app));
    // The refusal's English text is what the probe looks for.
    headers = { ...headers, language: 'en-AU' };
    await app.ready();
    probes = probesOf(app.swagger() as unknown as Parameters<typeof probesOf>[0]);
  }, 60_000);
  afterAll(async () => close());

  it('finds the fields the probe named in the OpenAPI document', () => {
    const named = probes.map((p) => `${p.method.toUpperCase()} ${p.url.split('?')[0]} ${p.field}`);
    expect(named).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/POST \/api\/v1\/tripproduct\/operation\/pagging keyword$/),
        expect.stringMatching(/POST \/api\/v1\/hotelproduct\/search keywords$/),
        expect.stringMatching(/POST \/api\/v1\/order\/create remark$/),
      ]),
    );
    expect(probes.length).toBeGreaterThan(40);
  });

  it('refuses a NUL in every string field with 400 naming the field, on both engines alike', async () => {
    const wrong: string[] = [];
    for (const probe of probes) {
      const res = await app.inject({
        method: probe.method.toUpperCase() as 'POST',
        url: probe.url,
        headers,
        ...(probe.body === undefined ? {} : { payload: probe.body as object }),
      });
      const answer = res.json() as { code: number; message: string; data: { field?: string } | null };
      // A path segment may be refused before validation (the merchant's number is checked first).
      const ok =
        res.statusCode === 400 &&
        (probe.where === 'params' || answer.message.includes(CONTROL_CHARACTER_MESSAGE)) &&
        (probe.where !== 'body' || answer.data?.field === probe.field);
      if (!ok) wrong.push(`${probe.method} ${probe.url} ${probe.field}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('still accepts tabs and line breaks in free text', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/tripproduct/operation/pagging',
      headers,
      payload: { keyword: 'Sydney\tHarbour\nCruise', pageIndex: 1, pageSize: 5 },
    });
    expect(res.statusCode).toBe(200);
  });
});
