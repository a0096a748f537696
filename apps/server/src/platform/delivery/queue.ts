import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/kysely.js';
import * as repo from './delivery-repo.js';

export type { DeliveryJob } from './delivery-repo.js';

/** A job's delivery; it throws to be tried again later, or a PermanentDeliveryError to give up. */
export type DeliveryHandler = (
  job: repo.DeliveryJob,
  tools: { recordProviderRef(ref: string): Promise<void> },
) => Promise<void>;

/** The transport refused for good (a malformed address, an unknown number): retrying cannot help. */
export class PermanentDeliveryError extends Error {}

export type DeliveryOptions = {
  /** How often an idle worker looks for due jobs (it is also woken by `nudge`). */
  pollMs: number;
  /** How long a claim holds a job: a worker that dies lets its jobs go after this. */
  leaseMs: number;
  /** Jobs one worker delivers at once. */
  batch: number;
};

export const DELIVERY_DEFAULTS: DeliveryOptions = { pollMs: 250, leaseMs: 120_000, batch: 10 };

/** Back-off after a failed attempt: 1 s, 2 s, 4 s … capped at 30 minutes, with ±20 % jitter. */
export function retryDelayMs(attempt: number): number {
  const base = Math.min(30 * 60_000, 1000 * 2 ** Math.min(attempt - 1, 21));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** Attempts before a mail or SMS is given up (about six hours at the back-off above). */
const MAX_ATTEMPTS: Record<string, number> = { mail: 20, sms: 20 };
/** Delivered jobs are kept this long (their keys answer a late duplicate), then deleted. */
const KEEP_DELIVERED_MS = 30 * 86_400_000;

/**
 * The durable delivery queue (docs/decisions.md, "Delivery queue"): side effects are enqueued in
 * the transaction of the change that causes them and delivered by a worker, at least once, with
 * retries and exponential back-off; each transport gets the job's idempotency key. Every process
 * may run a worker: claims are atomic with a lease, so processes share the work.
 */
export function createDeliveryQueue(deps: { db: Db; log: FastifyBaseLogger; options?: Partial<DeliveryOptions> }) {
  const { db, log } = deps;
  const options = { ...DELIVERY_DEFAULTS, ...deps.options };
  const handlers = new Map<string, DeliveryHandler>();
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let claims = 0;
  let running = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  let pass: Promise<number> | undefined;
  let lastPrune = 0;

  /** Registers the delivery of one kind of job (before the worker starts). */
  function handle(kind: string, handler: DeliveryHandler): void {
    handlers.set(kind, handler);
  }

  /** Queues a job inside the caller's transaction; a key already queued is not queued twice. */
  async function enqueue(
    trx: Db,
    job: { kind: string; idempotencyKey: string; merchantNumber?: string | null; payload: unknown },
  ): Promise<void> {
    await repo.insertJob(trx, { ...job, merchantNumber: job.merchantNumber ?? null }, new Date().toISOString());
  }

  async function deliver(job: repo.DeliveryJob): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no delivery for jobs of kind "${job.kind}"`);
      await handler(job, { recordProviderRef: (ref) => repo.recordProviderRef(db, job, ref) });
      await repo.markDelivered(db, job, new Date().toISOString());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givesUp = error instanceof PermanentDeliveryError || job.attempt >= (MAX_ATTEMPTS[job.kind] ?? Infinity);
      const retryAt = givesUp ? null : new Date(Date.now() + retryDelayMs(job.attempt)).toISOString();
      log[givesUp ? 'error' : 'warn'](
        { err: error, job: job.idempotencyKey, kind: job.kind, attempt: job.attempt, retryAt },
        givesUp ? 'delivery given up' : 'delivery failed; will retry',
      );
      await repo
        .markAttemptFailed(db, job, { error: message, retryAt }, new Date().toISOString())
        .catch((err: unknown) => log.error({ err, job: job.idempotencyKey }, 'delivery outcome not recorded'));
    }
  }

  /** One claim and its deliveries; answers how many jobs it took. */
  async function runPass(): Promise<number> {
    const now = Date.now();
    claims += 1;
    const jobs = await repo.claimJobs(db, {
      now: new Date(now).toISOString(),
      leaseUntil: new Date(now + options.leaseMs).toISOString(),
      claim: `${workerId}:${claims}`,
      limit: options.batch,
    });
    // One recipient's messages go out in the order they were queued (its codes, newest last);
    // different recipients' at once.
    const byRecipient = new Map<string, repo.DeliveryJob[]>();
    for (const job of jobs) {
      const to = (job.payload as { to?: unknown } | null)?.to;
      const key = typeof to === 'string' ? `${job.kind}:${to}` : `job:${job.id}`;
      byRecipient.set(key, [...(byRecipient.get(key) ?? []), job]);
    }
    await Promise.all(
      [...byRecipient.values()].map(async (queue) => {
        for (const job of queue) await deliver(job);
      }),
    );
    return jobs.length;
  }

  /** Passes one after another (never two at once in a process) until nothing is left. */
  async function passesUntilIdle(): Promise<void> {
    for (;;) {
      while (pass) await pass.catch(() => 0);
      pass = runPass();
      try {
        if ((await pass) === 0) return;
      } finally {
        pass = undefined;
      }
    }
  }

  /**
   * Delivers now what is due (`all`: also what waits in back-off) and waits for it: tests, and
   * the dev outbox before it answers. Jobs held by another worker are left to it.
   */
  async function drain(opts: { all?: boolean } = {}): Promise<void> {
    if (opts.all) await repo.makePendingDue(db, new Date().toISOString());
    await passesUntilIdle();
  }

  /** Wakes the worker at once (after a commit that queued something). */
  function nudge(): void {
    wake?.();
  }

  /** Starts this process's worker: it polls every `pollMs` and whenever nudged. */
  function start(): void {
    if (running) return;
    running = true;
    loop = (async () => {
      while (running) {
        try {
          await passesUntilIdle();
          if (Date.now() - lastPrune > 3_600_000) {
            lastPrune = Date.now();
            await pruneDelivered();
          }
        } catch (err) {
          log.error({ err }, 'delivery pass failed');
        }
        if (!running) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    })();
  }

  /** Stops the worker after the deliveries in hand (graceful shutdown, before the database closes). */
  async function stop(): Promise<void> {
    running = false;
    wake?.();
    await loop;
    await pass?.catch(() => 0);
  }

  async function pruneDelivered(): Promise<void> {
    const before = new Date(Date.now() - KEEP_DELIVERED_MS).toISOString();
    await db.deleteFrom('delivery_jobs').where('delivered_at', '<', before).execute();
  }

  /** Undelivered jobs and the oldest's creation (metrics: storefront_outbox_*). */
  const backlog = () => repo.findBacklog(db);

  return { handle, enqueue, drain, nudge, start, stop, backlog };
}

export type DeliveryQueue = ReturnType<typeof createDeliveryQueue>;
