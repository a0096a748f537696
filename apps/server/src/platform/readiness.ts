import { createServer } from 'node:http';
import { ERROR_CODES } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';

/** One dependency the process cannot serve without (the database, Redis when configured). */
export type ReadinessProbe = { name: string; ping: () => Promise<boolean> };

/** A probe that has not answered by then counts as down: a load balancer's check must not hang. */
const PROBE_TIMEOUT_MS = 2_000;

const withTimeout = (probe: ReadinessProbe, timeoutMs: number): Promise<boolean> =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    probe.ping().then(
      (up) => {
        clearTimeout(timer);
        resolve(up);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });

/**
 * GET /api/ready — readiness, apart from /api/health (liveness): 503 while a dependency is
 * unreachable, so a load balancer sends traffic elsewhere without restarting the process.
 * While migrations run the app is not built yet and `holdPortWhileStarting` answers 503 instead.
 */
export function readinessRoute(app: FastifyInstance, probes: ReadinessProbe[], timeoutMs = PROBE_TIMEOUT_MS) {
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['platform'],
        summary:
          'Readiness: 200 when the database and Redis (if configured) answer; 503 while starting or when one is unreachable',
      },
    },
    async (_request, reply) => {
      const results = await Promise.all(probes.map((probe) => withTimeout(probe, timeoutMs)));
      const data = Object.fromEntries(probes.map((probe, i) => [probe.name, results[i]]));
      const down = probes.filter((_, i) => !results[i]).map((probe) => probe.name);
      if (down.length === 0) return reply.send({ code: 0, message: 'ready', data });
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: ERROR_CODES.internal.code, message: `not ready: ${down.join(', ')} unreachable`, data });
    },
  );
}

/**
 * Listens on the server's port while the app is built (migrations, first seeding), answering
 * every request 503 "starting", so probes and proxies see a server that is starting rather than
 * a refused connection. Close it just before the app listens.
 */
export async function holdPortWhileStarting(options: { port: number; host: string }): Promise<() => Promise<void>> {
  const body = JSON.stringify({
    code: ERROR_CODES.internal.code,
    message: 'starting: migrations and start-up are running',
    data: null,
  });
  const server = createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '2',
      connection: 'close',
    });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
