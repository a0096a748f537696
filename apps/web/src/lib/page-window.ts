/**
 * The page numbers to offer: the first, the last, and `around` pages each side of the current
 * one, with a gap marker where numbers are left out (1 … 4 5 6 … 20).
 */
export function pageWindow(page: number, pageCount: number, around = 1): (number | 'gap')[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const [index, p] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push('gap');
    result.push(p);
  }
  return result;
}

/** Pages needed for `total` items. */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
