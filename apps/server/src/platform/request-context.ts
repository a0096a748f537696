import {
  businessNumberSchema,
  parseCurrencyCode,
  parseSiteLanguage,
  type CurrencyCode,
  type SiteLanguage,
} from '@storefront/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Merchant } from './merchant.js';
import { AppError } from './http/errors.js';

/** What every service call is about: the merchant, and the visitor's language and currency. */
export type RequestContext = {
  merchant: Merchant;
  language: SiteLanguage;
  currency: CurrencyCode;
  timezone: string | undefined;
  locations: string | undefined;
  domain: string | undefined;
  /** The request's logger: its lines carry the request's id (services log through it). */
  log: FastifyBaseLogger;
};

/**
 * Which merchant a route serves: 'header' (the default for /api/v1) reads `businessNumber`,
 * 'path' reads the `businessNumber` path parameter, 'none' needs no merchant.
 */
export type MerchantSource = 'header' | 'path' | 'none';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    merchant?: MerchantSource;
  }
}

type FindMerchant = (number: string) => Promise<Merchant | undefined>;
/** The business number of the merchant whose own domain the request came to, if any. */
type MerchantOfHost = (hostname: string | undefined, domainHeader: string | undefined) => Promise<string | undefined>;

/**
 * Builds `request.ctx` before validation, so a bad merchant or language is reported first. On a
 * merchant's own domain the `businessNumber` header may be left out, and one naming another
 * merchant is refused with 3002 (that merchant is not served there; the spec's client then goes
 * to the site root, which is this merchant's home).
 */
export function registerRequestContext(
  app: FastifyInstance,
  findMerchant: FindMerchant,
  merchantOfHost: MerchantOfHost = async () => undefined,
): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    const source = request.routeOptions.config.merchant ?? (request.url.startsWith('/api/v1/') ? 'header' : 'none');
    // A path no route serves is a 404 whatever its headers (a route absent in production too).
    if (source === 'none' || request.is404) return;
    const hostOwner = await merchantOfHost(request.hostname, header(request, 'domainname'));
    const number =
      hostOwner && source === 'header' && !header(request, 'businessnumber')
        ? hostOwner
        : merchantNumberOf(request, source);
    if (hostOwner && number !== hostOwner) {
      throw new AppError('unknownMerchant', `The merchant ${number} is not served on this domain`);
    }
    const merchant = await findMerchant(number);
    if (!merchant) throw new AppError('unknownMerchant', `No merchant has the business number ${number}`);
    request.ctx = {
      merchant,
      language: languageOf(request, merchant),
      currency: currencyOf(request, merchant),
      timezone: header(request, 'timezone'),
      locations: header(request, 'locations'),
      domain: header(request, 'domainname'),
      log: request.log,
    };
  });
}

function merchantNumberOf(request: FastifyRequest, source: 'header' | 'path'): string {
  const raw =
    source === 'path'
      ? (request.params as { businessNumber?: string }).businessNumber
      : header(request, 'businessnumber');
  if (raw === undefined || raw === '') {
    throw new AppError('missingHeader', 'The businessNumber header is required', 'businessNumber');
  }
  const parsed = businessNumberSchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError('malformedId', `businessNumber "${raw}" must be 1 to 20 digits`, 'businessNumber');
  return parsed.data;
}

function languageOf(request: FastifyRequest, merchant: Merchant): SiteLanguage {
  const raw = header(request, 'language');
  if (!raw) return merchant.defaultLanguage;
  const language = parseSiteLanguage(raw);
  if (!language) {
    throw new AppError(
      'unsupportedLanguage',
      `Language "${raw}" is not supported; use zh-CN, zh-TW, en-AU or ko-KR`,
      'language',
    );
  }
  return language;
}

/**
 * A storefront currency this merchant does not sell falls back to the merchant's default, the
 * correction the web makes to such a path segment (spec §4: "path, else saved, else merchant
 * default"; §8: "redirect with a corrected value"), so a client can never be charged in it.
 * A code that is no storefront currency at all is still a malformed request (2004).
 */
function currencyOf(request: FastifyRequest, merchant: Merchant): CurrencyCode {
  const raw = header(request, 'currency');
  if (!raw) return merchant.defaultCurrency;
  const currency = parseCurrencyCode(raw);
  if (!currency) {
    throw new AppError(
      'unsupportedCurrency',
      `Currency "${raw}" is not supported; use AUD, CNY, NZD, SGD, USD, TWD, KRW, MYR or IDR`,
      'currency',
    );
  }
  return merchant.currencies.includes(currency) ? currency : merchant.defaultCurrency;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}
