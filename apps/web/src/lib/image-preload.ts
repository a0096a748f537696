/**
 * The LCP image's preload hint (issue 16), written into the document's head: what react-dom 19's
 * `preload()` did before the storefront moved to Preact (docs/decisions.md, "Preact"). During a
 * server render the hints are collected (`collectImagePreloads`) and entry-server.tsx writes them
 * into the page's `<head>`; in the browser a `<link rel="preload">` is added to the head unless the
 * same one is there already (the server-rendered one, or an earlier render's).
 */
export type ImagePreload = {
  /** The URL a browser without `imagesrcset` support would fetch. */
  href: string;
  type: string;
  imageSrcSet: string;
  imageSizes: string;
};

let collecting: ImagePreload[] | undefined;

const same = (a: ImagePreload, b: ImagePreload) =>
  a.href === b.href && a.imageSrcSet === b.imageSrcSet && a.imageSizes === b.imageSizes && a.type === b.type;

/** Asks the browser to fetch an image at once with high priority (called while rendering). */
export function preloadImage(hint: ImagePreload): void {
  if (collecting) {
    if (!collecting.some((known) => same(known, hint))) collecting.push(hint);
    return;
  }
  if (typeof document === 'undefined') return;
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"]')) {
    const known = {
      href: link.getAttribute('href') ?? '',
      type: link.getAttribute('type') ?? '',
      imageSrcSet: link.getAttribute('imagesrcset') ?? '',
      imageSizes: link.getAttribute('imagesizes') ?? '',
    };
    if (same(known, hint)) return;
  }
  const link = document.createElement('link');
  for (const [name, value] of preloadAttributes(hint)) link.setAttribute(name, value);
  document.head.append(link);
}

/** The attributes of a hint's `<link>`, in the order the server writes them. */
export function preloadAttributes(hint: ImagePreload): Array<[string, string]> {
  return [
    ['rel', 'preload'],
    ['as', 'image'],
    ['href', hint.href],
    ['type', hint.type],
    ['imagesrcset', hint.imageSrcSet],
    ['imagesizes', hint.imageSizes],
    ['fetchpriority', 'high'],
  ];
}

/**
 * Runs a server render and returns, beside its result, the preload hints its components asked
 * for. Renders must not overlap (entry-server.tsx runs one at a time).
 */
export async function collectImagePreloads<T>(
  render: () => Promise<T>,
): Promise<{ result: T; preloads: ImagePreload[] }> {
  const preloads: ImagePreload[] = [];
  collecting = preloads;
  try {
    return { result: await render(), preloads };
  } finally {
    collecting = undefined;
  }
}
