import { createRequire } from 'node:module';
import { ADDRESS_UNCHANGED_CODE, type VisitorAddress } from '@storefront/contracts';
import metadata from 'libphonenumber-js/metadata.min.json';
import type { RequestContext } from '../../platform/request-context.js';

/**
 * Country headers that CDNs and edge proxies add in front of the server, first found wins:
 * Cloudflare, Amazon CloudFront, Vercel, Fastly, and a generic one for a proxy of our own.
 */
const CDN_COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'fastly-client-country',
  'x-country-code',
];

export type AddressLookup = { code: 0; data: VisitorAddress } | { code: typeof ADDRESS_UNCHANGED_CODE; data: null };

/**
 * Where a visitor is, without calling anyone at run time: the CDN's country header when one is
 * present, else the client address looked up in the GeoLite2 country database shipped inside the
 * geoip-country package, else the merchant's home country (its dialling code) — the visitor is
 * most likely browsing a shop aimed at their market. The client address is the socket's unless
 * TRUST_PROXY names the proxies in front (request.ip), so a forged X-Forwarded-For moves nobody.
 */
export function createVisitorService() {
  function lookupAddress(
    ctx: RequestContext,
    request: { ip: string; headers: Record<string, string | string[] | undefined> },
    cachedIp: string | null | undefined,
  ): AddressLookup {
    const fromCdn = cdnCountry(request.headers);
    if (!fromCdn && cachedIp && cachedIp === request.ip) return { code: ADDRESS_UNCHANGED_CODE, data: null };
    const fromDatabase = fromCdn ? undefined : databaseCountry(request.ip);
    const countryCode = fromCdn ?? fromDatabase ?? countryOfCallingCode(ctx.merchant.countryCode);
    return {
      code: 0,
      data: {
        ip: request.ip,
        countryCode,
        country: new Intl.DisplayNames([ctx.language], { type: 'region' }).of(countryCode) ?? countryCode,
        source: fromCdn ? 'cdn-header' : fromDatabase ? 'ip-database' : 'merchant-default',
      },
    };
  }
  return { lookupAddress };
}

function cdnCountry(headers: Record<string, string | string[] | undefined>): string | undefined {
  for (const name of CDN_COUNTRY_HEADERS) {
    const value = headers[name];
    const first = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    // Cloudflare sends XX for unknown and T1 for Tor: neither is a country.
    if (first && /^[A-Z]{2}$/.test(first) && first !== 'XX' && first !== 'T1') return first;
  }
  return undefined;
}

type GeoipCountry = { lookup: (ip: string) => { country?: string } | null };
let geoip: GeoipCountry | undefined;

/**
 * The address's country in the bundled database; undefined for private, reserved and unlisted
 * addresses. Loaded on first use: the database takes about 20 MB of memory and 60 ms to read,
 * which processes that never look anyone up (tests, workers) need not pay.
 */
function databaseCountry(ip: string): string | undefined {
  geoip ??= createRequire(import.meta.url)('geoip-country') as GeoipCountry;
  const country = geoip.lookup(ip)?.country;
  return country && /^[A-Z]{2}$/.test(country) ? country : undefined;
}

function countryOfCallingCode(callingCode: number): string {
  // libphonenumber lists the main country of a shared code first (+1 → US, +61 → AU).
  return metadata.country_calling_codes[String(callingCode)]?.[0] ?? 'AU';
}

export type VisitorService = ReturnType<typeof createVisitorService>;
