// The flags every launcher gives Node when it runs the built server (`node ${SERVER_NODE_FLAGS}
// apps/server/dist/main.js`: npm start, the test command's end-to-end server, the benchmarks, the
// Dockerfile). A V8 heap's size is fixed when the thread starts, so a flag is the only way to set
// the main thread's; the render and reading threads inherit it (docs/decisions.md, "A young
// generation for a server's allocation rate").
//
// --max-semi-space-size: V8's default caps the young generation's semi-space at 16 MB; a rendered
// page or a cold listing allocates several MB of short-lived objects, so under load each thread ran a
// scavenge every few pages and promoted what was still in flight to the old generation, which then
// needed marking. At 64 MB, cold server-rendered pages cost 6.9–8.2 → 5.7–6.6 ms of CPU each across
// all threads. The space grows only under a high allocation rate (a thread starts with 1 MB, as
// before), and V8 keeps what it grew to while the process idles.
//
// --v8-pool-size=1: V8's helper threads (parallel scavenges, concurrent marking, background
// compilation) are shared by every thread of the process; Node starts four. On a two-core machine
// they competed with the main, render and reading threads: cold server-rendered pages at 50
// connections had p99 191–196 ms with one helper against 204–266 ms with four, in alternated runs,
// and 4.4–4.8 ms of CPU a page against 4.6–4.9 (docs/decisions.md, session 19).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--v8-pool-size=1'];
