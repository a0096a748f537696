import { describe, expect, it } from 'vitest';
import { canRunProcesses, demoOwnerHeaders, twoServerProcesses } from '../../test/server-processes.js';

const MERCHANT = '518200';

/*
 * Issue 13, "done when", with real processes: two servers on one PostgreSQL schema and one Redis.
 * A settings change made through one is served by the other within a second — only the Redis
 * backplane can tell the second process, since nothing is shared in memory here.
 */
// Runs in the PostgreSQL pass of the suite (it needs both services), not again in the SQLite one.
describe.skipIf(!canRunProcesses)('settings across two server processes (PostgreSQL + Redis)', () => {
  const servers = twoServerProcesses();

  const configureOn = async (base: string) =>
    (
      (await (await fetch(`${base}/api/v1/business/configure`, { headers: { businessnumber: MERCHANT } })).json()) as {
        data: { title: string; webStyle: Record<string, string> };
      }
    ).data;

  it('serves a colour and title changed through one process from the other within a second', async () => {
    const { a, b } = servers;
    const owner = await demoOwnerHeaders(a, MERCHANT);

    // B has the merchant in its cache before the change.
    const before = await configureOn(b);
    const colour = before.webStyle.firstColor === '#0b6e4f' ? '#14532d' : '#0b6e4f';
    const saved = await fetch(`${a}/api/admin/v1/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...owner },
      body: JSON.stringify({ title: 'Kiwi Trails Across', webStyle: { ...before.webStyle, firstColor: colour } }),
    });
    expect(saved.status).toBe(200);

    const started = Date.now();
    let seen = await configureOn(b);
    while (
      !(seen.webStyle.firstColor === colour && seen.title === 'Kiwi Trails Across') &&
      Date.now() - started < 5000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = await configureOn(b);
    }
    const ms = Date.now() - started;
    expect([seen.webStyle.firstColor, seen.title]).toEqual([colour, 'Kiwi Trails Across']);
    expect(ms).toBeLessThan(1000);
  }, 30_000);
});
