// Login throughput and p99 with argon2id at the chosen parameters (issue: identity).
// Target: ≥ 20 logins/s per core. Run: npm run build && node bench/login.mjs
import { createCipheriv } from 'node:crypto';
import { cpus } from 'node:os';
import { load, startServer } from './lib.mjs';

const key = process.env.TRANSPORT_AES_KEY ?? 'sf-dev-aes-key-1';
const iv = process.env.TRANSPORT_AES_IV ?? 'sf-dev-aes-iv-01';
const encrypt = (text) => {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
};

const server = await startServer({ port: 3401 });
const headers = { 'content-type': 'application/json', businessnumber: '456817' };
const post = (url, body, extra = {}) =>
  fetch(server.base + url, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) }).then(
    (r) => r.json(),
  );

// One completed member to log in as.
const email = `bench.${Date.now()}@example.com`;
await post('/api/v1/identity/send/emailcode', { email, type: 1 });
const [message] = await fetch(`${server.base}/api/dev/outbox?to=${encodeURIComponent(email)}`).then((r) => r.json());
const { data } = await post('/api/v1/identity/emaillogon', { email, checkCode: message.code });
await post(
  '/api/v1/account/perfect/information',
  {
    lastName: 'BENCH',
    firstName: 'USER',
    appellation: 1,
    datebirth: '1990-01-01',
    nationality: 'AU',
    residency: 'AU',
    password: encrypt('Bench2026x'),
    password_two: encrypt('Bench2026x'),
  },
  { authorization: `Bearer ${data.token}` },
);

const cores = cpus().length;
const result = await load({
  url: `${server.base}/api/v1/identity/login`,
  method: 'POST',
  headers,
  body: JSON.stringify({ userName: email, password: encrypt('Bench2026x') }),
  connections: 8,
  duration: 10,
});
await server.stop();

const perCore = result.requestsPerSecond / cores;
console.log(`login (argon2id m=19456 KiB, t=2, p=1) on ${cores} cores, 8 connections, 10 s:`);
console.log(`  ${result.requestsPerSecond} logins/s (${perCore.toFixed(1)} per core; target ≥ 20 per core)`);
console.log(`  p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, total ${result.total}`);
