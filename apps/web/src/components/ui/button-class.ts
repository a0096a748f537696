/** The storefront's button looks, as class strings for <button> and <Link> alike. */
export const primaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-first px-6 text-sm font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-first bg-white px-5 text-sm font-semibold text-first hover:bg-seven disabled:cursor-not-allowed disabled:opacity-60';
export const dangerButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-sixth px-5 text-sm font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60';
export const textButton =
  'inline-flex min-h-9 items-center rounded px-1 text-sm font-medium text-first underline-offset-2 hover:underline';
