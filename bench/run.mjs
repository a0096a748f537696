// Runs every benchmark in turn (npm run bench). Each prints its figures beside its target.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const benches = readdirSync(import.meta.dirname).filter(
  (f) => f.endsWith('.mjs') && !['run.mjs', 'lib.mjs'].includes(f),
);
for (const bench of benches) {
  console.log(`\n== ${bench} ==`);
  spawnSync('node', [`${import.meta.dirname}/${bench}`], { stdio: 'inherit' });
}
