import { describe, expect, it } from 'vitest';
import { canRunProcesses, demoOwnerHeaders, twoServerProcesses } from '../../test/server-processes.js';

const MERCHANT = '518200';

type Page = { total: number; list: { code: string; title: string }[] };
const post = async (url: string, body: unknown, headers: Record<string, string>, method = 'POST') =>
  (await fetch(url, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })) as Response;

/*
 * A keyword's matches are kept per process for a minute (keyword-matches.ts). Two servers on one
 * PostgreSQL schema and one Redis: a product renamed through A's back office is found by its new
 * word in B's search as soon as A has answered, though B had kept that word's (empty) matches.
 */
// Runs in the PostgreSQL pass of the suite (it needs both services), not again in the SQLite one.
describe.skipIf(!canRunProcesses)('a keyword’s kept matches across two server processes (PostgreSQL + Redis)', () => {
  const servers = twoServerProcesses();

  it('finds a product by the word A’s back office just gave it, in B’s search within the same second', async () => {
    const { a, b } = servers;
    const staff = await demoOwnerHeaders(a, MERCHANT);
    const shop = { businessnumber: MERCHANT, language: 'en-AU' };
    const search = async (keyword: string, pageSize: number) =>
      (
        (await (await post(`${b}/api/v1/tripproduct/operation/pagging`, { pageSize, keyword }, shop)).json()) as {
          data: Page;
        }
      ).data;

    const word = 'zorvantic';
    // B keeps the word's matches: none yet.
    expect(await search(word, 5)).toMatchObject({ total: 0, list: [] });
    const { code } = (await search('sydney', 5)).list[0]!;

    const renamed = await post(
      `${a}/api/admin/v1/products/${code}`,
      { texts: { 'en-AU': { title: 'Zorvantic Harbour Walk' } } },
      staff,
      'PATCH',
    );
    expect(renamed.status).toBe(200);
    const acknowledged = Date.now();
    // Another page size: a listing B's answer cache never held, so only kept matches could hide it.
    const found = await search(word, 6);
    expect(Date.now() - acknowledged).toBeLessThan(1000);
    expect(found.total).toBe(1);
    expect(found.list.map((card) => [card.code, card.title])).toEqual([[code, 'Zorvantic Harbour Walk']]);
  }, 60_000);
});
