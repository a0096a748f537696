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
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
