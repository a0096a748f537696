import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';

/** The header a proxy or client may name a request by, and that every answer carries back. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** The log field of the id (the same name as in a 5xx answer's `data`, so support can search for it). */
export const REQUEST_ID_LOG_LABEL = 'requestId';
/**
 * An incoming id is kept only if it is a short token of safe characters: it goes into every log
 * line and a response header, so anything longer or stranger (newlines, quotes, JSON) could
 * forge log lines or bloat them. Anything else is replaced by a fresh id.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Fastify's options that name each request (its child logger carries the id as `requestId`). */
export const requestIdOptions = {
  genReqId: requestIdOf,
  logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
} satisfies Pick<FastifyServerOptions, 'genReqId' | 'logController'>;

/** Sends the id back on every answer (Fastify's request logger already writes it on each line). */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
