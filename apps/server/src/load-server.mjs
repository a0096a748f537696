// dist/main.js: runs the server bundle (dist/server.cjs) with V8's code cache of it. Compiling the
// 6.8 MB bundle, and then each function as a start first calls it, was a fifth of a start's CPU;
// Node 20 keeps no compile cache of its own (NODE_COMPILE_CACHE is Node 22.1+), so this file keeps
// one: the code V8 compiled during a run is saved when the process exits, and the next start
// deserialises it instead of compiling again (docs/decisions.md, "A second start under 1.5 s").
// The build deletes the cache with the bundle it belongs to; V8 itself rejects a cache from
// another Node version or other V8 flags, and then this run's code replaces it.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const bundle = path.join(import.meta.dirname, 'server.cjs');
const cacheFile = `${bundle}.cache`;

let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // no cache yet: this run compiles, and saves its code at exit
}

// The CommonJS wrapper, as require() would add it; the bundle begins with "use strict".
const script = new vm.Script(
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`,
  {
    filename: bundle,
    cachedData,
  },
);

if (!cachedData || script.cachedDataRejected) {
  process.once('exit', () => {
    // A read-only install (a container's image) keeps compiling on each start; nothing else changes.
    try {
      const partial = `${cacheFile}.${process.pid}`;
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, cacheFile); // several servers started from one build: whole files only
    } catch {
      // the cache is an optimisation only
    }
  });
}

const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
