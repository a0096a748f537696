import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, createTestDatabase, testConfig, testEngine } from '../harness.js';
import { registerMember } from '../members.js';
import { multipartOf } from '../multipart.js';
import {
  type ApiOperation,
  type Field,
  type JsonSchema,
  ID_LIKE,
  alternativesOf,
  fieldsOf,
  openApiOf,
  operationsOf,
  typesOf,
  urlOf,
} from './openapi.js';
import {
  type Catalog,
  type Objects,
  type OrderObjects,
  MERCHANT,
  ORDER_TOKEN_HEADER,
  OTHER_MERCHANT,
  addCartLine,
  addPassenger,
  call,
  contact,
  findCatalog,
  hotelItem,
  makeOwner,
  makeRival,
  productItem,
  seckillItem,
  stateOf,
  traveller,
} from './owned-objects.js';

/*
 * Object-level authorization (DESIGN §5: "no object is found by id alone"), probed from the
 * OpenAPI document. Every /api/v1 operation with a field named like an id is called against the
 * owner's real objects by everyone else who might try: another member of the shop, a visitor
 * holding another order's token, nobody, a member of another shop, another shop's token, and the
 * owner's own token at another shop. None may get a 2xx with the owner's data or change the
 * owner's state; the owner then makes the same calls, which proves the probes were well formed.
 *
 * A new field named like an id fails the first test until it gets a decision below: a source of
 * the owner's objects, or a reason why it refers to nothing a member owns.
 */

/**
 * Who may use an object. `member`: only its owner (everyone else is refused). `catalog`: the
 * merchant's (anyone in the shop; refused in another shop). `merchantSide`: development-only
 * merchant tools without a login, so only the other-shop calls are probed.
 */
type Scope = 'member' | 'catalog' | 'merchantSide';

type Variant = { label: string; value: unknown; order?: OrderObjects; also?: Record<string, unknown> };

type Source = {
  scope: Scope;
  /** The owner's objects to try in the field, one probe each. */
  variants: (owner: Objects, catalog: Catalog) => Variant[];
  /** The value a party puts in the field when the field is not the one probed (its own object). */
  own: (party: Objects, order: OrderObjects | undefined, catalog: Catalog) => unknown;
  /** A well-formed value nobody owns, for parties without an object of this kind. */
  forged: unknown;
  /** Whole catalog items are set at the field's parent (`item`, or the body of Cart/add). */
  atParent?: boolean;
  /** A new object of the owner's for the owner's own call (that call may use it up). */
  fresh?: (app: FastifyInstance, owner: Objects, catalog: Catalog) => Promise<unknown>;
  /** Refusals besides 401/403/404 that the operation documents for this case, with why. */
  refusals?: { statuses: number[]; why: string };
  /** A filter: another shop's id may answer 2xx, with nothing found. */
  filter?: boolean;
  /** Why the scope is what it is, where that is not plain. */
  why?: string;
};

type Decision = Source | { public: string };

const ownerOrder = (pick: (o: OrderObjects) => unknown, forged: unknown, extra: Partial<Source> = {}): Source => ({
  scope: 'member',
  variants: (owner) =>
    owner.orders.flatMap((o) => (pick(o) === undefined ? [] : [{ label: o.label, value: pick(o), order: o }])),
  own: (party, order) => (order ? pick(order) : undefined),
  forged,
  ...extra,
});

const ownerObject = (
  kind: string,
  pick: (o: Objects) => number | undefined,
  fresh?: Source['fresh'],
  extra: Partial<Source> = {},
): Source => ({
  scope: 'member',
  variants: (owner) => {
    const value = pick(owner);
    return value === undefined ? [] : [{ label: `the owner's ${kind}`, value }];
  },
  own: (party) => pick(party),
  forged: 2_000_000_000,
  ...(fresh ? { fresh } : {}),
  ...extra,
});

const catalogValue = (label: string, value: (c: Catalog) => unknown, extra: Partial<Source> = {}): Source => ({
  scope: 'catalog',
  variants: (_, catalog) => [{ label, value: value(catalog) }],
  own: (_, __, catalog) => value(catalog),
  forged: undefined,
  ...extra,
});

const PRODUCT_ITEM = catalogValue('a package of the shop', productItem, { atParent: true });
const HOTEL_ITEM = catalogValue('a stay of the shop', hotelItem, { atParent: true });
const SECKILL_ITEM = catalogValue('a flash sale of the shop', seckillItem, { atParent: true });
const PRODUCT_CODE = catalogValue('a product of the shop', (c) => c.product.code);
const HOTEL_ID = catalogValue('a hotel of the shop', (c) => String(c.hotel.hotelId));

const CART_LINE = ownerObject(
  'cart line',
  (o) => o.cartItemId,
  (app, owner, catalog) => addCartLine(app, owner.headers, catalog),
);
const PASSENGER = ownerObject(
  'saved traveller',
  (o) => o.passengerId,
  (app, owner) => addPassenger(app, owner.headers, 'FRESH', 'FRESH1234'),
);
const ORDER = ownerOrder((o) => o.ocode, 'AAAAAAAAAAAAAAAAAAAA');

const FILTER = 'a search filter: it narrows the shop’s own catalog (every query is scoped by the merchant)';
const ONE_TIME_CODE = 'a one-time code sent to the caller’s own address (6 digits, 5 tries, 10 minutes: DESIGN §5)';

/**
 * Decisions by field name, and by `METHOD /path field` where a name means different things on
 * different routes (an `id`, a `code`, a `productId`). Names in AMBIGUOUS need the per-route form.
 */
const DECISIONS: Record<string, Decision> = {
  // The owner's objects.
  ocode: ORDER,
  orderId: ORDER,
  itemId: ownerOrder((o) => o.itemId, 2_000_000_000),
  payid: ownerOrder((o) => o.payid, 'S000000000000000'),
  merchantTradeNumber: ownerOrder((o) => o.merchantTradeNumber, 'T00000000000000000000'),
  requestKey: ownerOrder((o) => o.requestKey, 'forged-request-key', {
    refusals: { statuses: [409], why: 'a key already used for someone else’s order answers 4009 without the order' },
  }),
  passengerId: PASSENGER,
  cartItemIds: CART_LINE,
  couponId: ownerObject('coupon', (o) => o.couponId),
  'PUT /api/v1/account/passenger/{id} id': PASSENGER,
  'DELETE /api/v1/account/passenger/{id} id': PASSENGER,
  'POST /api/v1/operation/Cart/update id': CART_LINE,
  'POST /api/v1/operation/Cart/BatchDelete ids': CART_LINE,
  // The return page's link is a capability (merchantTradeNumber + token): each half is probed with
  // the other half of someone else's.
  'GET /api/v1/payment/status/{merchantTradeNumber} token': ownerOrder((o) => o.returnToken, 'forged-return-token'),
  'POST /api/v1/order/visitor/query ocode': ownerOrder((o) => o.ocode, 'AAAAAAAAAAAAAAAAAAAA', {
    refusals: { statuses: [400], why: 'without the emailed code the lookup answers 1010/1011 (400)' },
  }),
  'POST /api/v1/account/coupon/claim code': {
    public:
      'a coupon code the merchant publishes for anyone to type; a code of another shop is unknown here (404), and a member claims it once',
  },
  'POST /api/v1/order/visitor/send-code ocode': {
    public:
      'answers the same whether or not the order and email match, and mails only the order’s contact (asserted below)',
  },

  // The merchant's catalog: public in the shop, unknown in another.
  productCode: PRODUCT_ITEM,
  gcode: PRODUCT_ITEM,
  hotelId: HOTEL_ITEM,
  roomTypeId: HOTEL_ITEM,
  ratePlanId: HOTEL_ITEM,
  seckillId: SECKILL_ITEM,
  'GET /api/v1/tripproduct/detail/{code} code': PRODUCT_CODE,
  'GET /api/v1/tripproduct/calendar/{code}/{gcode} code': PRODUCT_CODE,
  'GET /api/v1/tripproduct/calendar/{code}/{gcode} gcode': catalogValue(
    'a package of the shop',
    (c) => c.product.gcode,
  ),
  'GET /api/v1/tripproduct/query/relevan/product/contain/list/{id} id': PRODUCT_CODE,
  'GET /api/v1/hotelproduct/detail/{id} id': HOTEL_ID,
  'POST /api/v1/hotelproduct/rooms/{id} id': HOTEL_ID,
  'GET /api/v1/hotelproduct/calendar/{id} id': HOTEL_ID,
  'POST /api/v1/hotelproduct/search hotelId': catalogValue('a hotel of the shop', (c) => c.hotel.hotelId, {
    filter: true,
  }),
  'PUT /api/v1/account/favorites/{productId}/{type} productId': {
    scope: 'catalog',
    variants: (_, c) => [
      { label: 'a product of the shop', value: c.product.code, also: { 'path:type': '1' } },
      { label: 'a hotel of the shop', value: String(c.hotel.hotelId), also: { 'path:type': '2' } },
    ],
    own: (_, __, c) => c.product.code,
    forged: undefined,
  },
  'POST /api/v1/operation/upload/product/browse/record productId': PRODUCT_CODE,
  // Records of products the shop does not sell are dropped; the answer is the caller's history.
  'POST /api/v1/operation/product/browse/record productId': { ...PRODUCT_CODE, filter: true },

  // Not references to anything a member owns.
  'GET /api/v1/business/common/{businessNumber} businessNumber': {
    public: 'the merchant’s public number; its common data is public',
  },
  checkCode: { public: ONE_TIME_CODE },
  'POST /api/v1/account/perfect/information inviteCode': {
    public:
      'another member’s invite code, shared to be used: own codes, same-mailbox codes and other shops’ codes are refused (referrals.test.ts)',
  },
  'POST /api/v1/order/visitor/query code': { public: ONE_TIME_CODE },
  'POST /api/v1/identity/password/reset code': {
    public: `${ONE_TIME_CODE}; an unknown account answers as a wrong or missing code (password-reset.test.ts)`,
  },
  idNumber: { public: 'a traveller’s document number: personal data the caller types, not a reference' },
  categoryId: { public: FILTER },
  subcategoryId: { public: FILTER },
  countryId: { public: FILTER },
  stateId: { public: FILTER },
  cityId: { public: FILTER },
  tagIds: { public: FILTER },
  hotTopicId: { public: FILTER },
  locationId: { public: FILTER },
  nLocationIds: { public: FILTER },
  'GET /api/v1/payment/sandbox/{id} id': {
    public: 'the sandbox provider’s hosted page: the id is the checkout’s unguessable capability (cs_ + 24 random)',
  },
  'POST /api/v1/payment/sandbox/{id}/pay id': { public: 'the sandbox provider’s Pay button, as its hosted page' },
  'POST /api/v1/payment/sandbox/{id}/cancel id': { public: 'the sandbox provider’s Cancel button, as its hosted page' },
};

/**
 * Leaks the matrix found that are reported to their module's owners rather than fixed here (a
 * module being restructured), each matched by its probe's line. Each must still show: once
 * fixed, its entry fails the test until it is taken out. The first, a visitor's order replayed
 * to any visitor sending its requestKey, was fixed in f6fd9dc (the key is bound to its maker).
 */
const KNOWN_DEFECTS: { probe: RegExp; report: string }[] = [];

const AMBIGUOUS = new Set(['id', 'ids', 'code', 'productId', 'token', 'type']);

/** Fields that cannot be sent together: probing one leaves the others out. */
const EXCLUSIVE: Record<string, string[]> = { cartItemIds: ['item'], item: ['cartItemIds'] };

const fieldKey = (op: ApiOperation, field: Field) => `${op.key} ${field.name}`;
const decisionOf = (op: ApiOperation, field: Field): Decision | undefined =>
  DECISIONS[fieldKey(op, field)] ?? (AMBIGUOUS.has(field.name) ? undefined : DECISIONS[field.name]);
const isSource = (d: Decision | undefined): d is Source => !!d && !('public' in d);

// ── Requests ───────────────────────────────────────────────────────────────────────────────────

type Body = Record<string, unknown>;

/** A value that passes the schema, for the fields a probe does not care about. */
function exampleOf(schema: JsonSchema, name: string, catalog: Catalog): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const alternatives = alternativesOf(schema);
  if (alternatives[0] !== schema) return exampleOf(alternatives[0] as JsonSchema, name, catalog);
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    const out: Body = {};
    for (const key of schema.required ?? []) {
      const property = schema.properties?.[key];
      if (property) out[key] = exampleOf(property, key, catalog);
    }
    return out;
  }
  if (types.includes('array')) {
    return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}, name, catalog));
  }
  if (types.includes('integer') || types.includes('number')) {
    if (name === 'country') return 61;
    return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (types.includes('boolean')) return true;
  if (/email/i.test(name)) return 'probe.caller@example.com';
  if (/date/i.test(name) || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return catalog.product.date;
  return 'Probe'.padEnd(schema.minLength ?? 0, 'e').slice(0, schema.maxLength ?? 100);
}

/** Form fields of operations that take multipart/form-data rather than JSON (sent without files). */
const FORM_BODIES: Record<string, () => Record<string, string>> = {
  'POST /api/v1/order/complaint/{ocode}': () => ({
    category: 'other',
    text: 'Probe: the trip did not go as booked.',
  }),
  // The logo form's one part is a file; sent without it, the route refuses it by name (logo).
  'POST /api/admin/v1/settings/logo': () => ({}),
};

/** Bodies the schema alone cannot make valid (a refine, a union the example would pick wrong). */
const BASE_BODIES: Record<string, (c: Catalog) => Body> = {
  'PUT /api/v1/account/passenger/{id}': () => ({ ...traveller('BASE1234'), lastName: 'PROBE' }),
  'POST /api/v1/operation/Cart/update': () => ({ quantities: { adult: 2 } }),
  'POST /api/v1/order/quote': (c) => ({ item: productItem(c) }),
  'POST /api/v1/order/create': (c) => ({
    item: productItem(c),
    contact: contact('probe.caller@example.com'),
    travellers: [traveller('CALLER1234')],
  }),
  'POST /api/v1/order/change-date/{ocode}': (c) => ({ date: c.product.otherDate }),
  'POST /api/v1/order/visitor/query': () => ({ email: 'probe.caller@example.com', code: '000000' }),
  'POST /api/v1/hotelproduct/rooms/{id}': (c) => ({ date: c.hotel.date, rooms: [{ adultNum: 1 }] }),
  'POST /api/v1/hotelproduct/search': (c) => ({ date: c.hotel.date, rooms: [{ adultNum: 1 }], pageIndex: 1 }),
};

/** Body paths are kept under `$` so that a body which is an array (`[].productId`) is one too. */
const rooted = (path: string) => (path.startsWith('[]') ? `$${path}` : `$.${path}`);
const segments = (path: string) => path.split('.').flatMap((s) => (s.endsWith('[]') ? [s.slice(0, -2), 0] : [s]));

function getAt(holder: Body, path: string): unknown {
  let node: unknown = holder;
  for (const key of segments(path)) node = (node as Record<string | number, unknown> | undefined)?.[key];
  return node;
}

function setAt(holder: Body, path: string, value: unknown) {
  const keys = segments(path);
  let node = holder as Record<string | number, unknown>;
  keys.slice(0, -1).forEach((key, i) => {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof keys[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[keys[keys.length - 1] as string | number] = value;
}

type Probe = {
  op: ApiOperation;
  field: Field;
  source: Source;
  variant: Variant;
  name: string;
};

/** Who calls, and what of theirs goes in the fields that are not probed. */
type Caller = { label: string; headers: Record<string, string>; own: Objects; order?: OrderObjects };

function requestOf(probe: Probe, caller: Caller, catalog: Catalog, focusValue = probe.variant.value): InjectOptions {
  const { op } = probe;
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const example = op.body ? exampleOf(op.body, '', catalog) : undefined;
  const base = BASE_BODIES[op.key]?.(catalog);
  const holder: Body = { $: structuredClone(base ? { ...(example as Body), ...base } : example) };
  for (const p of op.pathParams) params[p.name] = exampleOf(p.schema ?? {}, p.name, catalog);
  for (const p of op.queryParams) if (p.required) query[p.name] = exampleOf(p.schema ?? {}, p.name, catalog);

  const put = (field: Field, value: unknown, force: boolean) => {
    if (value === undefined) return;
    const wrapped = typesOf(field.schema).includes('array') && !Array.isArray(value) ? [value] : value;
    if (field.where === 'path') params[field.name] = wrapped;
    else if (field.where === 'query') query[field.name] = wrapped;
    else if (force || getAt(holder, rooted(field.path)) !== undefined) setAt(holder, rooted(field.path), wrapped);
  };

  for (const field of fieldsOf(op)) {
    if (field === probe.field) continue;
    const decision = decisionOf(op, field);
    // Catalog items are in the base body already.
    if (!ID_LIKE.test(field.name) || !isSource(decision) || decision.atParent) continue;
    put(field, decision.own(caller.own, caller.order, catalog) ?? decision.forged, false);
  }
  if (probe.source.atParent) {
    // The whole item goes where the field's parent is (the body itself for Cart/add).
    const parent = rooted(probe.field.path).split('.').slice(0, -1).join('.');
    setAt(holder, parent, structuredClone(focusValue));
  } else {
    put(probe.field, focusValue, true);
  }
  for (const [key, value] of Object.entries(probe.variant.also ?? {})) {
    const [where, name] = key.split(':') as [string, string];
    if (where === 'path') params[name] = value;
    else if (where === 'query') query[name] = value;
    else setAt(holder, rooted(name), value);
  }
  const top = probe.field.path.split(/[.[]/)[0] as string;
  for (const other of EXCLUSIVE[top] ?? []) delete (holder.$ as Body)[other];

  const form = FORM_BODIES[op.key]?.();
  if (form) {
    const { payload, contentType } = multipartOf(Object.entries(form).map(([name, value]) => ({ name, value })));
    return {
      method: op.method,
      url: urlOf(op, params, query),
      headers: { ...caller.headers, 'content-type': contentType },
      payload,
    };
  }
  return {
    method: op.method,
    url: urlOf(op, params, query),
    headers: caller.headers,
    ...(op.body ? { payload: holder.$ as Body } : {}),
  };
}

// ── The matrix ─────────────────────────────────────────────────────────────────────────────────

describe(`object-level authorization from the OpenAPI document on ${testEngine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let operations: ApiOperation[];
  let catalog: Catalog;
  let owner: Objects;
  let rival: Awaited<ReturnType<typeof makeRival>>;
  let foreign: Objects;
  let markers: string[];
  let probes: Probe[];

  beforeAll(async () => {
    ({ app, close } = await createTestApp());
    await app.ready();
    operations = operationsOf(openApiOf(app), '/api/v1/');
    catalog = await findCatalog(app);
    const marker = `OWN${process.pid % 1000}X`;
    owner = await makeOwner(app, catalog, marker);
    rival = await makeRival(app, catalog);
    const member = await registerMember(app, OTHER_MERCHANT);
    foreign = { label: 'member of another shop', headers: member.headers, orders: [] };
    markers = [owner.email as string, `${marker}PAX`, `${marker}1234`, `${marker}5678`, `${marker}9012`];
    markers.push(...['contact', 'paid', 'guest'].map((k) => `${marker.toLowerCase()}.${k}@example.com`));

    probes = [];
    for (const op of operations) {
      for (const field of fieldsOf(op)) {
        const decision = decisionOf(op, field);
        if (!ID_LIKE.test(field.name) || !isSource(decision)) continue;
        for (const variant of decision.variants(owner, catalog)) {
          probes.push({ op, field, source: decision, variant, name: `${op.key} ${field.path} (${variant.label})` });
        }
      }
    }
  }, 120_000);
  afterAll(async () => close());

  it('knows what to put in every id-like field of every /api/v1 operation', () => {
    const undecided: string[] = [];
    const used = new Set<string>();
    for (const op of operations) {
      for (const field of fieldsOf(op)) {
        if (!ID_LIKE.test(field.name)) continue;
        const key = DECISIONS[fieldKey(op, field)] ? fieldKey(op, field) : field.name;
        if (decisionOf(op, field)) used.add(key);
        else undecided.push(`${fieldKey(op, field)} (${field.where}: ${field.path})`);
      }
    }
    // A new route with an id fails here: give the field a source of the owner's objects in
    // DECISIONS, or a reason why it refers to nothing a member owns.
    expect(undecided).toEqual([]);
    // Decisions for fields the document no longer has would hide a renamed field.
    expect(Object.keys(DECISIONS).filter((k) => !used.has(k))).toEqual([]);
    expect([...AMBIGUOUS].filter((name) => DECISIONS[name])).toEqual([]);
  });

  it('refuses the owner’s objects to everyone else and leaves the owner’s state as it was', async () => {
    const before = await stateOf(app, owner);
    const headersAt = (merchant: string, extra: Record<string, string> = {}) => ({
      businessnumber: merchant,
      ...extra,
    });
    const callers: (Caller & { crossMerchant: boolean })[] = [
      {
        label: 'another member',
        headers: rival.member.headers,
        own: rival.member,
        order: rival.member.orders[0],
        crossMerchant: false,
      },
      {
        label: 'a visitor holding another order’s token',
        headers: rival.visitor.headers,
        own: rival.visitor,
        order: rival.visitor.orders[0],
        crossMerchant: false,
      },
      {
        label: 'nobody',
        headers: headersAt(MERCHANT),
        own: { label: 'nobody', headers: {}, orders: [] },
        crossMerchant: false,
      },
      { label: 'a member of another shop', headers: foreign.headers, own: foreign, crossMerchant: true },
      {
        label: 'another shop’s token in this shop',
        headers: headersAt(MERCHANT, { authorization: foreign.headers.authorization as string }),
        own: foreign,
        crossMerchant: false,
      },
      {
        label: 'the owner’s token in another shop',
        headers: headersAt(OTHER_MERCHANT, { authorization: owner.headers.authorization as string }),
        own: owner,
        order: owner.orders[0],
        crossMerchant: true,
      },
    ];

    const wrong: string[] = [];
    const seen: Record<string, number> = {};
    for (const probe of probes) {
      for (const caller of callers) {
        if (probe.source.scope === 'merchantSide' && !caller.crossMerchant) continue;
        const request = requestOf(probe, caller, catalog);
        const res = await call(app, request);
        seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
        const where = `${probe.name} by ${caller.label}: ${request.method} ${request.url} → ${res.statusCode}`;
        const leaked = markers.filter((m) => res.body.includes(m));
        if (leaked.length) wrong.push(`${where} carries the owner’s ${leaked.join(', ')}: ${res.body.slice(0, 300)}`);
        if (res.statusCode >= 500) wrong.push(`${where} ${res.body.slice(0, 300)}`);
        const mustRefuse = probe.source.scope !== 'catalog' || caller.crossMerchant;
        if (!mustRefuse) continue;
        const refusals = [401, 403, 404, ...(probe.source.refusals?.statuses ?? [])];
        if (probe.source.filter && res.statusCode === 200) {
          const data = (res.json() as { data: unknown[] | { list?: unknown[] } }).data;
          const found = Array.isArray(data) ? data : (data.list ?? []);
          if (found.length) wrong.push(`${where} found another shop’s object: ${res.body.slice(0, 300)}`);
        } else if (!refusals.includes(res.statusCode)) {
          wrong.push(`${where} ${res.body.slice(0, 300)}`);
        }
      }
    }
    const known = KNOWN_DEFECTS.map((d) => ({ ...d, found: wrong.filter((w) => d.probe.test(w)) }));
    expect(wrong.filter((w) => !known.some((d) => d.found.includes(w)))).toEqual([]);
    // A known defect that no longer shows was fixed: take it out of KNOWN_DEFECTS.
    expect(known.filter((d) => d.found.length === 0).map((d) => d.report)).toEqual([]);
    expect(await stateOf(app, owner)).toEqual(before);
    expect(probes.length).toBeGreaterThan(40);
    const ops = new Set(probes.map((p) => p.op.key));
    const fields = new Set(probes.map((p) => p.field.name));
    console.info(
      `BOLA matrix on ${testEngine}: ${ops.size} operations, ${fields.size} id fields (${[...fields].join(', ')}), ` +
        `${probes.length} probes, ${Object.values(seen).reduce((a, b) => a + b, 0)} calls, statuses ${JSON.stringify(seen)}`,
    );
  }, 120_000);

  it('lets the owner make the same calls (the probes were well formed)', async () => {
    // Reads first and removals last, so that one call does not take away another's object.
    const rank = (p: Probe) =>
      p.op.method === 'GET' ? 0 : p.op.method === 'DELETE' || /cancel|delete/i.test(p.op.path) ? 2 : 1;
    const wrong: string[] = [];
    for (const probe of [...probes].sort((a, b) => rank(a) - rank(b))) {
      const order = probe.variant.order ?? owner.orders[0];
      const headers =
        probe.source.scope === 'merchantSide'
          ? { businessnumber: MERCHANT }
          : probe.variant.order
            ? probe.variant.order.readHeaders
            : owner.headers;
      const value = probe.source.fresh ? await probe.source.fresh(app, owner, catalog) : probe.variant.value;
      const request = requestOf(probe, { label: 'owner', headers, own: owner, order }, catalog, value);
      await prepareOwnerCall(app, probe, request);
      const res = await call(app, request);
      // A state the order is no longer in (cancelled by an earlier call) is 409: still well formed.
      if ([400, 401, 403, 404].includes(res.statusCode) || res.statusCode >= 500) {
        wrong.push(`${probe.name}: ${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('mails a visitor’s lookup code only to the order’s contact', async () => {
    const guest = owner.orders.find((o) => o.readHeaders[ORDER_TOKEN_HEADER]) as OrderObjects;
    const email = `probe.snoop.${process.pid}@example.com`;
    const res = await call(app, {
      method: 'POST',
      url: '/api/v1/order/visitor/send-code',
      headers: { businessnumber: MERCHANT },
      payload: { ocode: guest.ocode, email },
    });
    expect(res.statusCode).toBe(200);
    // Codes are mailed after the answer has left: give a wrongly sent one the time to arrive.
    expect(await newestCode(app, email, 1500)).toBeUndefined();
  });

  it('leaves the development-only merchant tools out of production', async () => {
    const { database, drop } = await createTestDatabase();
    // Production takes money through Stripe only (it refuses to start without it); no call reaches it here.
    const stripe = {
      secretKey: 'sk_test_probe_unused',
      webhookSecret: 'whsec_probe_unused',
      apiUrl: 'http://127.0.0.1:9',
    };
    // Phone login off: production refuses to start without Twilio, which this check does not need.
    const production = await buildApp(
      testConfig(database, { env: 'production', seedDemo: false, stripe, phoneLogin: false }),
    );
    try {
      await production.ready();
      const paths = operationsOf(openApiOf(production)).map((op) => op.key);
      const devOnly = Object.entries(DECISIONS)
        .filter(([, d]) => isSource(d) && d.scope === 'merchantSide')
        .map(([key]) => key.split(' ').slice(0, 2).join(' '));
      expect(paths.filter((p) => devOnly.includes(p) || p.includes(' /api/dev/'))).toEqual([]);
      // Staff act on orders through the back office's admin API only (issue 13): the shop API's
      // development-only merchant routes are gone everywhere.
      expect(
        operationsOf(openApiOf(app))
          .map((op) => op.key)
          .filter((p) => p.includes('/order/merchant/') || p.includes('/order/supplement/')),
      ).toEqual([]);
      // The sandbox provider and its hosted page never run in production (DESIGN §5), where an
      // order would be "paid" by pressing Pay with no money taken.
      expect(
        paths.filter((p) => p.includes('/payment/sandbox/')),
        'sandbox in production',
      ).toEqual([]);
    } finally {
      await production.close();
      await drop();
    }
  });
});

/** The visitor lookup needs the emailed code: the owner asks for one and uses it. */
async function prepareOwnerCall(app: FastifyInstance, probe: Probe, request: InjectOptions) {
  if (probe.op.key !== 'POST /api/v1/order/visitor/query' || !probe.variant.order) return;
  const detail = await call(app, {
    method: 'GET',
    url: `/api/v1/order/detail/${probe.variant.order.ocode}`,
    headers: probe.variant.order.readHeaders,
  });
  const email = (detail.json() as { data: { contact: { email: string } } }).data.contact.email;
  await call(app, {
    method: 'POST',
    url: '/api/v1/order/visitor/send-code',
    headers: { businessnumber: MERCHANT },
    payload: { ocode: probe.variant.order.ocode, email },
  });
  request.payload = { ...(request.payload as Body), email, code: (await newestCode(app, email, 5000)) ?? '' };
}

/**
 * The newest code mailed to `email` (order notices go there too, without one), waiting up to
 * `ms` for it: codes are mailed after the answer has left.
 */
async function newestCode(app: FastifyInstance, email: string, ms: number): Promise<string | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const outbox = await call(app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const code = (outbox.json() as { code: string | null }[]).find((m) => m.code)?.code;
    if (code || Date.now() > until) return code ?? undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
