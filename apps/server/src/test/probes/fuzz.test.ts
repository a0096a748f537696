import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { IMAGE_SIZES } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken, sha256 } from '../../platform/crypto/secrets.js';
import { createDb, type Db } from '../../platform/db/kysely.js';
import { createTestApp, testEngine } from '../harness.js';
import { memberIdOfHeaders } from '../orders.js';
import { type FuzzFailure, type FuzzStats, type Known, LIMIT_MS, ORDER_TOKEN, fuzzOperation } from './fuzz.js';
import { type ApiOperation, openApiOf, operationsOf } from './openapi.js';
import { MERCHANT, ORDER_TOKEN_HEADER, type Objects, findCatalog, makeOwner } from './owned-objects.js';

/*
 * Every operation of the OpenAPI document, fuzzed from its own schemas (fuzz.ts): no answer may
 * be a 5xx or take over 2 s, and the server must still be healthy afterwards. `npm test` runs a
 * few requests per operation from a fixed seed; FUZZ_RUNS and FUZZ_SEED ask for more or others
 * (bench/fuzz.mjs), FUZZ_REPORT names a file for the figures.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

/** Each operation's own seed, so that adding a route leaves the others' requests as they were. */
const seedOf = (op: ApiOperation) => (createHash('sha256').update(op.key).digest().readUInt32BE(0) ^ SEED) | 0;

/** `count` more sessions of one member, straight in the database (logging in each time would wait on code cooldowns). */
async function sessionsOf(db: Db, memberId: number, count: number): Promise<string[]> {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const tokens = Array.from({ length: count }, () => newToken());
  await db
    .insertInto('sessions')
    .values(
      tokens.map((token) => ({
        token_hash: sha256(token),
        member_id: memberId,
        merchant_number: MERCHANT,
        created_at: now,
        expires_at: expires,
        revoked_at: null,
        revoke_reason: null,
      })),
    )
    .execute();
  return tokens;
}

const present = (...values: unknown[]) => values.filter((v) => v !== undefined && v !== null);

/** The member's and the shop's real values, by the field names the document uses for them. */
function knownValues(owner: Objects, catalog: Awaited<ReturnType<typeof findCatalog>>): Known {
  const orders = owner.orders;
  const { product, hotel, seckill } = catalog;
  return {
    businessNumber: ['456817', '518200', '630900'],
    productCode: [product.code],
    code: [product.code],
    productId: [product.code, hotel.hotelId],
    gcode: [product.gcode],
    date: [product.date, product.otherDate, ...hotel.date],
    hotelId: [hotel.hotelId],
    id: present(hotel.hotelId, owner.passengerId, owner.cartItemId, product.code),
    roomTypeId: [hotel.roomTypeId],
    ratePlanId: [hotel.ratePlanId],
    seckillId: present(seckill?.seckillId),
    ocode: orders.map((o) => o.ocode),
    orderId: orders.map((o) => o.ocode),
    itemId: orders.map((o) => o.itemId),
    payid: present(...orders.map((o) => o.payid)),
    merchantTradeNumber: present(...orders.map((o) => o.merchantTradeNumber)),
    token: present(...orders.map((o) => o.returnToken)),
    ids: present(owner.cartItemId),
    cartItemIds: present(owner.cartItemId),
    passengerId: present(owner.passengerId),
    couponId: present(owner.couponId),
    email: present(owner.email, 'fuzz.contact@example.com'),
    [ORDER_TOKEN]: present(...orders.map((o) => o.readHeaders[ORDER_TOKEN_HEADER])),
    // The image route: a stored image, at the named sizes and others.
    '*': ['catalog/ticket-alpine.svg', 'hotels/room-king-rainforest.svg'],
    w: Object.values(IMAGE_SIZES).map((s) => s.width),
    h: Object.values(IMAGE_SIZES).map((s) => s.height),
    fm: ['webp', 'jpeg', 'png', 'avif', 'gif'],
  };
}

describe(`fuzzing every operation of the OpenAPI document on ${testEngine}`, () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const t = await createTestApp();
    app = t.app;
    ({ db } = await createDb(t.database));
    close = async () => {
      await db.destroy();
      await t.close();
    };
    await app.ready();
  }, 60_000);
  afterAll(async () => close());

  it(
    `answers every mutated request below 500 within ${LIMIT_MS} ms, and stays healthy`,
    async () => {
      const operations = operationsOf(openApiOf(app));
      expect(operations.length).toBeGreaterThan(60);
      // One member with real objects, and a session of it per operation: logging out ends only one.
      const catalog = await findCatalog(app);
      const owner = await makeOwner(app, catalog, 'FUZZ');
      const memberId = await memberIdOfHeaders({ app, db, secret: '', close }, owner.headers);
      const sessions = await sessionsOf(db, memberId, operations.length);
      const known = knownValues(owner, catalog);
      const stats: FuzzStats = { requests: 0, serverErrors: 0, slow: 0, slowestMs: 0, statuses: {} };
      const failures: FuzzFailure[] = [];
      const started = performance.now();
      for (const [i, op] of operations.entries()) {
        const memberToken = sessions[i] as string;
        const failure = await fuzzOperation(app, op, { seed: seedOf(op), runs: RUNS, memberToken, known, stats });
        if (failure) failures.push(failure);
      }
      const seconds = (performance.now() - started) / 1000;
      const summary = {
        engine: testEngine,
        operations: operations.length,
        runsPerOperation: RUNS,
        seed: SEED,
        ...stats,
        slowestMs: Math.round(stats.slowestMs),
        seconds: Math.round(seconds * 10) / 10,
        failures,
      };
      console.info(
        `fuzz on ${testEngine}: ${stats.requests} requests over ${operations.length} operations in ${summary.seconds} s, ` +
          `${stats.serverErrors} 5xx, ${stats.slow} over ${LIMIT_MS} ms (slowest ${summary.slowestMs} ms), statuses ${JSON.stringify(stats.statuses)}`,
      );
      if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(summary, null, 2));
      expect(failures).toEqual([]);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    },
    // About 80 operations at up to ~100 ms a request (200 KB bodies) on a busy machine.
    Math.max(120_000, RUNS * 10_000),
  );
});
