import type { CurrencyCode, SiteLanguage } from '@storefront/contracts';
import type { Config } from '../../config.js';
import type { Merchant } from '../../platform/merchant.js';

/**
 * Where a merchant's storefront is reached from outside: the origin every absolute link the
 * server hands out starts with (mail, payment return pages, canonical URLs). A merchant with its
 * own domains (settings, migration 0018) is reached at `https://` its first one: TLS is the
 * reverse proxy's job (README, "Custom domains"). Others share `PUBLIC_URL` (production refuses to
 * start without it); outside production, unset, it is this machine's `http://localhost:{PORT}`,
 * so links in the dev outbox open the local shop.
 *
 * Built once from the configuration; the returned `publicOrigin(merchant)` is the one function
 * every module asks (through the merchant service). The answer never ends in `/`.
 */
export function createPublicOrigin(config: Pick<Config, 'publicUrl' | 'port'>) {
  const fallback = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');

  /** `https://` the merchant's first own domain; undefined for a merchant without one. */
  function ownOrigin(merchant: Partial<Pick<Merchant, 'domains'>>): string | undefined {
    const own = merchant.domains?.[0];
    return own ? `https://${own}` : undefined;
  }

  function publicOrigin(merchant: Pick<Merchant, 'number'> & Partial<Pick<Merchant, 'domains'>>): string {
    return ownOrigin(merchant) ?? fallback;
  }

  /**
   * An absolute storefront URL in the spec's shape `/{businessNumber}/{language}/{currency}/{path}`
   * (segments lower-cased), e.g. `orderdetails/{ocode}`.
   */
  function storefrontUrl(
    merchant: Pick<Merchant, 'number'> & Partial<Pick<Merchant, 'domains'>>,
    locale: { language: SiteLanguage | string; currency: CurrencyCode | string },
    path: string,
  ): string {
    const segments = [merchant.number, locale.language.toLowerCase(), locale.currency.toLowerCase()];
    return `${publicOrigin(merchant)}/${segments.map(encodeURIComponent).join('/')}/${path.replace(/^\/+/, '')}`;
  }

  /**
   * The merchant's logo as an absolute URL that mail clients show: a stored image is asked for
   * as PNG (Gmail and Outlook show no SVG); undefined when there is no logo.
   */
  function logoUrl(
    merchant: Pick<Merchant, 'number' | 'logo'> & Partial<Pick<Merchant, 'domains'>>,
  ): string | undefined {
    const logo = merchant.logo.trim();
    if (/^https?:\/\//i.test(logo)) return logo;
    if (!logo.startsWith('/')) return undefined;
    const absolute = `${publicOrigin(merchant)}${logo}`;
    return logo.startsWith('/images/') && /\.svg$/i.test(logo) ? `${absolute}?fm=png` : absolute;
  }

  return { ownOrigin, publicOrigin, storefrontUrl, logoUrl };
}

export type PublicOrigin = ReturnType<typeof createPublicOrigin>;
