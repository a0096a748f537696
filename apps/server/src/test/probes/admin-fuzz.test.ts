import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorAccount } from '../../modules/staff/operator.js';
import { createDb } from '../../platform/db/kysely.js';
import { createTestApp, testEngine } from '../harness.js';
import { loginStaff, signInStaff, type LoggedInStaff } from '../staff.js';
import { type FuzzFailure, type FuzzStats, type Known, LIMIT_MS, fuzzOperation } from './fuzz.js';
import { type ApiOperation, openApiOf, operationsOf } from './openapi.js';

/*
 * The back office's operations fuzzed past the token check (fuzz.test.ts sends a member's token,
 * which every admin route refuses at the door): each operation gets a fresh session of its own —
 * the demo owner's for the merchant's desk, a platform operator's for /operator — so the broken
 * bodies, queries and paths reach validation and the services. No answer may be a 5xx or take
 * over 2 s, and the server must stay healthy.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const seedOf = (op: ApiOperation) => (createHash('sha256').update(op.key).digest().readUInt32BE(0) ^ SEED) | 0;

const OPERATOR = { email: 'fuzz.operator@platform.example', password: 'Operator-Fuzz-2026' };

describe(`fuzzing the back office's operations with staff sessions on ${testEngine}`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestApp();
    app = t.app;
    close = t.close;
    const { db } = await createDb(t.database);
    await createOperatorAccount(db, OPERATOR);
    await db.destroy();
    await app.ready();
  }, 60_000);
  afterAll(async () => close());

  it(
    `answers every mutated admin request below 500 within ${LIMIT_MS} ms, and stays healthy`,
    async () => {
      const operations = operationsOf(openApiOf(app), '/api/admin/v1/');
      expect(operations.length).toBeGreaterThan(10);
      const known: Known = {
        email: ['owner@456817.example', 'owner@518200.example'],
        id: [1, 2, 3],
        merchantNumber: ['456817', '518200', '630900'],
        businessNumber: ['456817', '518200'],
        role: ['owner', 'manager', 'agent', 'editor'],
      };
      const stats: FuzzStats = { requests: 0, serverErrors: 0, slow: 0, slowestMs: 0, statuses: {} };
      const failures: FuzzFailure[] = [];
      for (const op of operations) {
        const session: LoggedInStaff = op.path.startsWith('/api/admin/v1/operator/')
          ? await signInStaff(app, OPERATOR.email, OPERATOR.password)
          : await loginStaff(app);
        const failure = await fuzzOperation(app, op, {
          seed: seedOf(op),
          runs: RUNS,
          memberToken: session.token,
          known,
          stats,
        });
        if (failure) failures.push(failure);
      }
      console.info(
        `admin fuzz on ${testEngine}: ${stats.requests} requests over ${operations.length} operations, ` +
          `${stats.serverErrors} 5xx, ${stats.slow} over ${LIMIT_MS} ms, statuses ${JSON.stringify(stats.statuses)}`,
      );
      expect(failures).toEqual([]);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    },
    Math.max(120_000, RUNS * 8_000),
  );
});
