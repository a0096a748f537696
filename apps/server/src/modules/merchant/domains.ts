import type { FastifyInstance } from 'fastify';
import type { Cache } from '../../platform/cache.js';
import type { Db } from '../../platform/db/kysely.js';
import { listDomainOwners } from './settings-repo.js';

/** The cache key of the hostname → merchant map (dropped in every process when domains change). */
export const DOMAINS_CACHE_KEY = 'merchant-domains';
const DOMAINS_TTL_MS = 60_000;

/** Paths the server answers itself (API, images, hub, back office); the rest are shop pages. */
const NOT_SHOP_PAGES = /^\/(api|images|hubs|admin|assets)(\/|$)/;
const BUSINESS_NUMBER = /^\d{1,20}$/;

/**
 * Which merchant a request's host belongs to (issue 13, custom domains): its `Host` (the proxy's
 * `X-Forwarded-Host` when TRUST_PROXY names the proxy), else the `domainname` header the spec's
 * client sends. The whole map is one small cached read, so a host of no merchant costs nothing.
 */
export function createDomainLookup({ db, cache }: { db: Db; cache: Cache }) {
  const owners = () => cache.getOrLoad(DOMAINS_CACHE_KEY, DOMAINS_TTL_MS, () => listDomainOwners(db));

  async function merchantOfHost(hostname: string | undefined, domainHeader: string | undefined) {
    const map = await owners();
    if (map.size === 0) return undefined;
    for (const candidate of [hostname, domainHeader]) {
      const host = candidate?.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
      const number = host ? map.get(host) : undefined;
      if (number) return number;
    }
    return undefined;
  }

  return { merchantOfHost };
}

export type DomainLookup = ReturnType<typeof createDomainLookup>;

/**
 * Shop pages on a merchant's own domain: `/` opens that merchant's home (not the default
 * merchant's), and a path naming another merchant's number answers the not-found page.
 */
export function registerDomainPages(app: FastifyInstance, { merchantOfHost }: DomainLookup) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_SHOP_PAGES.test(path)) return;
    const owner = await merchantOfHost(request.hostname, headerOf(request.headers.domainname));
    if (!owner) return;
    const first = path.split('/')[1] ?? '';
    if (first === '') return reply.redirect(`/${owner}`, 302);
    if (BUSINESS_NUMBER.test(first) && first !== owner) return reply.redirect('/error', 302);
  });
}

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
