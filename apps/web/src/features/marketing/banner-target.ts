/** Where a banner goes (contracts' banner.link): a storefront path, another site, or nowhere. */
export type BannerTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string } | null;

/**
 * Reads a banner's `link`: a path (`/product/P…`, `/search?keyword=…`) stays in the storefront,
 * to be prefixed with the merchant, language and currency; an absolute http(s) URL opens that
 * site; anything else (protocol-relative, `javascript:`, empty) is no link at all.
 */
export function bannerTarget(link: string): BannerTarget {
  const value = link.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', path: value };
  if (/^https?:\/\//i.test(value)) {
    try {
      return { kind: 'external', href: new URL(value).href };
    } catch {
      return null;
    }
  }
  return null;
}
