import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type ApiOperation, type JsonSchema, alternativesOf, typesOf } from './openapi.js';

/*
 * Requests for any operation of the OpenAPI document, made from its schemas and then broken:
 * every node of a body, query or path may be swapped for a wrong type, a huge or control-laden
 * string, an out-of-range number, deep nesting or an array where an object belongs, and the body
 * itself may be invalid JSON text or carry the wrong content type. The server must answer every
 * one of them with less than a 5xx, quickly.
 */

/** Biggest string the fuzz puts in a body (a URL part gets less: proxies refuse long URLs first). */
export const HUGE = 200_000;
const URL_HUGE = 8_000;

const CONTROL = fc
  .array(fc.integer({ min: 0, max: 0x1f }), { minLength: 1, maxLength: 4 })
  .map((codes) => String.fromCharCode(...codes));

/** Strings a careless parser trips on: control characters, lone surrogates, encodings, paths, injections. */
const nastyString = (max: number) =>
  fc.oneof(
    fc.tuple(fc.string({ maxLength: 8 }), CONTROL, fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
    fc.constantFrom(
      '\uD800',
      '\uDFFF',
      'a\u202Eb',
      '\uFEFF',
      '😀'.repeat(3),
      '%00',
      '%',
      '%zz',
      '../../etc/passwd',
      '${7*7}',
      "' OR 1=1 --",
      '"; drop table orders; --',
      '<script>alert(1)</script>',
      '__proto__',
      'constructor',
      'NaN',
      'Infinity',
      '-Infinity',
      '-0',
      '1e308',
      '9007199254740993',
      '0x1F',
      ' ',
      '',
      'null',
      'true',
      '[]',
      '{}',
    ),
    fc
      .integer({ min: Math.min(1_000, max), max })
      .chain((length) =>
        fc.constantFrom('x', 'é', '😀', '0', ' ', '\u0001').map((unit) => unit.repeat(Math.ceil(length / unit.length))),
      ),
    fc.string({ unit: 'binary', maxLength: 64 }),
  );

const nastyNumber = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  -0.5,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 31,
  2 ** 32 + 1,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  Number.MAX_SAFE_INTEGER,
  'NaN',
  'Infinity',
  '1e308',
  '-1',
  '2',
  '0x10',
);

/** Nested arrays or objects, `depth` levels (kept below what JSON.stringify can write). */
const nested = fc.tuple(fc.integer({ min: 10, max: 900 }), fc.boolean()).map(([depth, arrays]) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
});

/** A node of the wrong kind, whatever the schema asked for. */
const mutant = (max: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(null, true, false, 0, '', [], {}),
    nastyString(max),
    nastyNumber,
    nested,
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
    fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}') as unknown),
  );

const clampInteger = (n: number) => Math.max(Math.min(n, Number.MAX_SAFE_INTEGER), Number.MIN_SAFE_INTEGER);

/**
 * Real values by field name (a product code of the shop, the member's order codes…), so that a
 * well-formed request gets past "not found" into the business rules.
 */
export type Known = Record<string, readonly unknown[]>;

/** How a request is made: how often a node is broken, and the real values to use. */
type Recipe = { rate: number; known: Known; max: number };

/** A value the schema allows (mostly): the well-formed skeleton the mutants are put into. */
function wellFormed(
  schema: JsonSchema,
  name: string,
  known: Known,
  mutate: (s: JsonSchema, n: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const real = known[name];
  if (real?.length && !typesOf(schema).includes('array')) {
    const asString = typesOf(schema).includes('string');
    const values = real.map((v) => (asString && typeof v !== 'string' ? String(v) : v));
    return fc.oneof(
      { arbitrary: fc.constantFrom(...values), weight: 3 },
      { arbitrary: wellFormed(schema, '', {}, mutate), weight: 1 },
    );
  }
  const alternatives = alternativesOf(schema);
  if (alternatives[0] !== schema) return fc.oneof(...alternatives.map((a) => mutate(a, name)));
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    const properties = schema.properties ?? {};
    const model = Object.fromEntries(Object.entries(properties).map(([key, p]) => [key, mutate(p, key)]));
    const required = (schema.required ?? []).filter((key) => key in properties);
    return fc.record(model, { requiredKeys: required });
  }
  if (types.includes('array')) {
    return fc.array(mutate(schema.items ?? {}, name), {
      minLength: schema.minItems ?? 0,
      maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
    });
  }
  if (types.includes('integer') || types.includes('number')) {
    const min = clampInteger(schema.minimum ?? Math.min(-1000, schema.maximum ?? 0));
    const max = clampInteger(schema.maximum ?? Math.max(1_000_000, min));
    return types.includes('integer') ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  }
  if (types.includes('boolean')) return fc.boolean();
  if (types.includes('string')) {
    // Dates near today reach the business rules; any date tests the horizons.
    if (/date/i.test(name)) {
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      return fc.oneof(
        fc.integer({ min: -30, max: 800 }).map(day),
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      );
    }
    if (schema.pattern) {
      try {
        return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
      } catch {
        // A pattern fast-check cannot generate from: plain strings.
      }
    }
    if (/email/i.test(name)) return fc.emailAddress();
    return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) });
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/**
 * A value for the schema where any node may be a mutant, `rate` in a hundred at every depth: at
 * 0 the value is well formed and reaches the business rules, at 30 it rarely passes validation.
 */
export function valueOf(schema: JsonSchema, recipe: Recipe, name = '', depth = 0): fc.Arbitrary<unknown> {
  const inner =
    depth > 6 ? fc.constant(null) : wellFormed(schema, name, recipe.known, (s, n) => valueOf(s, recipe, n, depth + 1));
  if (recipe.rate === 0) return inner;
  return fc.oneof(
    { arbitrary: inner, weight: 100 - recipe.rate },
    { arbitrary: mutant(recipe.max), weight: recipe.rate },
  );
}

/** How often a node is broken, chosen per request. */
const RATES = [0, 2, 10, 30];

const RAW_BODIES = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '"\\u12',
  '{"a":1}}',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '\uFEFF{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  'NaN',
  '1e99999',
  '[' + '1,'.repeat(50_000) + '1]',
];

/** A raw body: broken JSON, very deep nesting, or something else under another content type. */
const rawBody = fc.oneof(
  fc.constantFrom(...RAW_BODIES).map((payload) => ({ payload, contentType: 'application/json' })),
  fc.tuple(fc.integer({ min: 1_000, max: 90_000 }), fc.boolean()).map(([depth, arrays]) => ({
    // Deeper than JSON.stringify could write: only the server's parser and validators see it.
    payload: arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    contentType: 'application/json',
  })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        'application/octet-stream',
        'application/json-patch+json',
        'text/html; charset=bogus',
      ),
      fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('a=1&b=2', '--x\r\n\r\n--x--', '<a/>', '{"a":1}')),
    )
    .map(([contentType, payload]) => ({ payload, contentType })),
);

export type FuzzRequest = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; payload: string; contentType: string };
  auth: 'member' | 'none' | 'garbage' | 'basic';
  merchant: string | null;
  extraHeaders: Record<string, string>;
  address: string;
};

const MERCHANTS = ['456817', '518200', '630900'];
/** The key of `Known` for visitors' order tokens (sent in a header, not a field). */
export const ORDER_TOKEN = 'x-order-token';
const LANGUAGES = ['zh-CN', 'zh-TW', 'en-AU', 'ko-KR'];
const CURRENCIES = ['AUD', 'CNY', 'NZD', 'SGD', 'USD', 'TWD', 'KRW'];

/** Requests for one operation: path, query, body, token and storefront headers, each maybe broken. */
export function requestsFor(op: ApiOperation, known: Known = {}): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...RATES).chain((rate) => requestsAtRate(op, rate, known));
}

function requestsAtRate(op: ApiOperation, rate: number, known: Known): fc.Arbitrary<FuzzRequest> {
  const inUrl = { rate, known, max: URL_HUGE };
  const params = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p.name, valueOf(p.schema ?? {}, inUrl, p.name)])),
  );
  const query = fc.record(
    Object.fromEntries(op.queryParams.map((p) => [p.name, valueOf(p.schema ?? {}, inUrl, p.name)])),
    { requiredKeys: [] },
  );
  const json = op.body
    ? valueOf(op.body, { rate, known, max: HUGE }).map((value) => ({ kind: 'json' as const, value }))
    : fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'json' as const, value }));
  const broken = rate >= 10;
  const body = fc.oneof(
    { arbitrary: json, weight: op.body ? 6 : 1 },
    { arbitrary: rawBody.map((raw) => ({ kind: 'raw' as const, ...raw })), weight: broken ? 1 : 0 },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: op.body ? (broken ? 1 : 0) : 4 },
  );
  // Storefront headers are right unless the request is a broken one, and then seldom wrong.
  const header = (good: fc.Arbitrary<string>, bad: fc.Arbitrary<string>) =>
    fc.oneof({ arbitrary: good, weight: 9 }, { arbitrary: bad, weight: broken ? 1 : 0 });
  const extraHeaders = fc.record(
    {
      language: header(fc.constantFrom(...LANGUAGES), fc.oneof(fc.constantFrom('en-US', 'xx'), nastyString(300))),
      currency: header(fc.constantFrom(...CURRENCIES), fc.oneof(fc.constantFrom('XXX', 'cny'), nastyString(300))),
      timezone: header(fc.constantFrom('Australia/Sydney', 'Asia/Shanghai', 'UTC'), nastyString(300)),
      'x-order-token': header(
        fc.constantFrom(...((known[ORDER_TOKEN] as string[] | undefined) ?? ['no-order-token-known'])),
        nastyString(300),
      ),
      domainname: header(fc.domain(), nastyString(300)),
      // Read only behind a trusted proxy (TRUST_PROXY), and echoed: neither may break a request.
      'x-forwarded-for': header(
        fc.ipV4().map((ip) => `${ip}, 10.0.0.1`),
        nastyString(300),
      ),
      'x-request-id': header(fc.uuid(), nastyString(300)),
    },
    { requiredKeys: [] },
  );
  return fc.record({
    params,
    query,
    body,
    auth: fc.constantFrom('member', 'member', 'none', 'garbage', 'basic'),
    merchant: fc.oneof(
      { arbitrary: fc.constant('456817'), weight: 12 },
      { arbitrary: fc.constantFrom(...MERCHANTS), weight: 3 },
      { arbitrary: fc.constantFrom(null, '', '000000', '45681７'), weight: broken ? 1 : 0 },
      { arbitrary: nastyString(300), weight: broken ? 1 : 0 },
    ),
    extraHeaders: extraHeaders.map((headers) =>
      // A header value cannot hold a line break or a NUL at all (Node refuses to send it).
      Object.fromEntries(
        Object.entries(headers).filter(([, v]) => typeof v === 'string' && /^[\t\x20-\x7e]*$/.test(v)),
      ),
    ),
    address: fc.ipV4(),
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A value as URL text; a lone surrogate cannot be percent-encoded, so it goes as U+FFFD (as a browser sends it). */
const text = (value: unknown) =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))).replace(LONE_SURROGATE, '\uFFFD');

function urlOf(op: ApiOperation, request: FuzzRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = text(request.params[name]);
    // Some path values go in raw, so that broken percent-encoding reaches the router too.
    return /^%|^\.\.$/.test(value) ? value : encodeURIComponent(value) || '%20';
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, text(one));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function injectionOf(op: ApiOperation, request: FuzzRequest, memberToken: string): InjectOptions {
  const headers: Record<string, string> = { ...request.extraHeaders };
  if (request.merchant !== null) headers.businessnumber = request.merchant.replace(/[^\t\x20-\x7e]/g, '?');
  if (request.auth === 'member') headers.authorization = `Bearer ${memberToken}`;
  if (request.auth === 'garbage') headers.authorization = 'Bearer not-a-token';
  if (request.auth === 'basic') headers.authorization = 'Basic YWRtaW46YWRtaW4=';
  const options: InjectOptions = {
    method: op.method,
    url: urlOf(op, request),
    headers,
    remoteAddress: request.address,
  };
  if (request.body.kind === 'json') {
    options.payload = JSON.stringify(request.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (request.body.kind === 'raw') {
    options.payload = request.body.payload;
    headers['content-type'] = request.body.contentType;
  }
  return options;
}

/** A request as a short line (huge strings and deep nesting summarised) for a failure report. */
export function describeRequest(options: InjectOptions): string {
  const shorten = (s: string) => (s.length > 300 ? `${s.slice(0, 120)}…(${s.length} chars)…${s.slice(-40)}` : s);
  const headers = Object.entries(options.headers ?? {})
    .map(([k, v]) => `${k}: ${shorten(String(v))}`)
    .join('; ');
  return `${options.method} ${shorten(String(options.url))} [${headers}] ${shorten(String(options.payload ?? ''))}`;
}

export type FuzzStats = {
  requests: number;
  serverErrors: number;
  slow: number;
  slowestMs: number;
  /** Answers by HTTP status: how deep the requests got (all 400s would mean none got past validation). */
  statuses: Record<number, number>;
};
export type FuzzFailure = { operation: string; problem: string; request: string };

/** Most time one request may take. */
export const LIMIT_MS = 2_000;
/** A request that has not answered by then is a hang; the run moves on. */
const HANG_MS = 15_000;

/** Sends one request; answers its status, time and the start of its body (a hang rejects). */
async function send(app: FastifyInstance, injection: InjectOptions) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    const res = await Promise.race([app.inject(injection), hang]);
    return { status: res.statusCode, ms: performance.now() - started, body: res.body.slice(0, 300) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fuzzes one operation `runs` times from a fixed seed. A failure is shrunk by fast-check to a
 * small request, which is sent once more for the report.
 */
export async function fuzzOperation(
  app: FastifyInstance,
  op: ApiOperation,
  options: { seed: number; runs: number; memberToken: string; known: Known; stats: FuzzStats },
): Promise<FuzzFailure | null> {
  const { stats } = options;
  const property = fc.asyncProperty(requestsFor(op, options.known), async (request) => {
    const answer = await send(app, injectionOf(op, request, options.memberToken));
    stats.requests += 1;
    stats.slowestMs = Math.max(stats.slowestMs, answer.ms);
    stats.statuses[answer.status] = (stats.statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 500) stats.serverErrors += 1;
    if (answer.ms > LIMIT_MS) stats.slow += 1;
    return answer.status < 500 && answer.ms <= LIMIT_MS;
  });
  const details = await fc.check(property, { seed: options.seed, numRuns: options.runs });
  if (!details.failed) return null;
  const [counterexample] = details.counterexample ?? [];
  if (!counterexample) return { operation: op.key, problem: String(details.errorInstance), request: '(none)' };
  // Sent again from an address of its own, so that the limits the run used up do not answer it.
  const injection = { ...injectionOf(op, counterexample, options.memberToken), remoteAddress: '198.18.0.1' };
  const again = await send(app, injection).catch((error: unknown) => String(error));
  return {
    operation: op.key,
    problem: typeof again === 'string' ? again : `HTTP ${again.status} in ${Math.round(again.ms)} ms: ${again.body}`,
    request: describeRequest({ ...injection, headers: { ...injection.headers, authorization: '<member token>' } }),
  };
}
