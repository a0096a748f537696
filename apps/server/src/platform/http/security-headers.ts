import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. @fastify/helmet rebuilds helmet's middleware (and
 * re-parses the CSP) for every request, which cost ~10 % of a cached listing's CPU; the headers
 * do not vary per request here (no CSP nonces), so helmet runs once at start-up and its headers
 * are copied onto each reply (docs/decisions.md, platform).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets for `options`, read by running its middleware once on a stand-in response. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}
