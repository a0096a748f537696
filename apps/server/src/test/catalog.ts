import type { FastifyInstance } from 'fastify';
import { CompiledQuery } from 'kysely';
import { type Db, observeQueries } from '../platform/db/kysely.js';
import { storefrontHeaders } from './harness.js';

/** A listing card as the catalog tests read it. */
export type Card = {
  code: string;
  image: string;
  type: string;
  title: string;
  categoryId: number;
  subcategoryId: number;
  country: { id: string };
  state: { id: string };
  city: { id: string; title: string };
  tags: { id: number; title: string }[];
  price: number;
  originalPrice: number;
  currency: string;
  salesCount: number;
  createdAt: string;
};
export type Page = { pageIndex: number; pageSize: number; total: number; list: Card[] };

export const LIST = '/api/v1/tripproduct/operation/pagging';

/** The catalog calls of the app `app()` answers (read per call, so it may be built in beforeAll). */
export function catalogClient(app: () => FastifyInstance) {
  async function list(body: Record<string, unknown>, headers: Record<string, string> = storefrontHeaders()) {
    const res = await app().inject({ method: 'POST', url: LIST, headers, payload: body });
    return { res, page: res.json().data as Page };
  }

  const get = (url: string, headers: Record<string, string> = storefrontHeaders()) =>
    app().inject({ method: 'GET', url, headers });

  /** Every product of a listing, page by page. */
  async function listAll(body: Record<string, unknown>, headers: Record<string, string> = storefrontHeaders()) {
    const cards: Card[] = [];
    for (let pageIndex = 1; ; pageIndex++) {
      const { page } = await list({ ...body, pageIndex, pageSize: 50 }, headers);
      cards.push(...page.list);
      if (cards.length >= page.total || page.list.length === 0) return cards;
    }
  }

  return { list, get, listAll };
}

export const today = () => new Date().toISOString().slice(0, 10);
export const zh = (extra: Record<string, string> = {}) => storefrontHeaders('456817', { language: 'zh-CN', ...extra });

/**
 * The page statement a listing sends while `ask` runs (the one that names `page_id`) and SQLite's
 * plan of it, one line a step.
 */
export async function listingPagePlan(
  db: Db,
  ask: () => Promise<unknown>,
): Promise<{ text: string; plan: string } | undefined> {
  const seen: { text: string; parameters: readonly unknown[] }[] = [];
  const stop = observeQueries((text, _ms, parameters) => seen.push({ text, parameters }));
  try {
    await ask();
  } finally {
    stop();
  }
  const page = seen.find((s) => s.text.includes(' as page_id'));
  if (!page) return undefined;
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${page.text}`, [...page.parameters]),
  );
  return { text: page.text, plan: rows.map((r) => r.detail).join('\n') };
}
