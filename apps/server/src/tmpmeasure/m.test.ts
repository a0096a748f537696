import { it } from 'vitest';
import { createOrderTestApp } from '../test/orders.js';
it('measures', async () => {
  const s = Date.now();
  const t = await createOrderTestApp();
  const built = Date.now();
  await t.close();
  console.log('build', built - s, 'close', Date.now() - built);
});
