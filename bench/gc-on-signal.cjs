/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, loaded with --require */
// Preloaded into the benchmarked servers (with --expose-gc): SIGUSR2 runs a full garbage
// collection and writes process.memoryUsage() and the count of open handles (sockets) to $TMPDIR/bench-memory-<pid>.json, so memory is
// read after garbage is gone rather than whenever V8 last collected.
const { writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const v8 = require('node:v8');

// Compact on full collections, so resident memory reflects live objects rather than how they
// happened to be spread over pages.
v8.setFlagsFromString('--compact-on-every-full-gc');

// Touch the whole young generation once (its size is pinned by the bench's flags), so its pages
// are resident before the baseline in every server alike and do not count as connection memory.
let sink;
for (let i = 0; i < 2_000_000; i++) sink = { i, text: `garbage ${i}` };
void sink;

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const report = { ...process.memoryUsage(), handles: process._getActiveHandles().length };
  writeFileSync(path.join(tmpdir(), `bench-memory-${process.pid}.json`), JSON.stringify(report));
});
