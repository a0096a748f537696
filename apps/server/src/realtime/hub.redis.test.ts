import net from 'node:net';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase, testConfig } from '../test/harness.js';
import { closed, listen, loginAgain, memberIdOf, signalrClient } from '../test/hub-clients.js';
import { encrypt, registerMember } from '../test/members.js';
import { publishDomainEvent, type DomainEvent } from '../platform/events.js';
import type { PubSub } from '../platform/pubsub/pubsub.js';

const redisUrl = process.env.TEST_REDIS_URL;
const publishCartChanged = (pubsub: PubSub, event: DomainEvent<'cart.changed'>) =>
  publishDomainEvent(pubsub, 'cart.changed', event);

/** A TCP relay in front of Redis whose connections the test can cut, as a network drop would. */
async function createRedisRelay(url: string) {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(a);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    cut: () => sockets.forEach((s) => s.destroy()),
    /** Open relayed sockets (both directions). */
    count: () => sockets.size,
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!redisUrl)('hub across two processes on Redis (TEST_REDIS_URL)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let relay: Awaited<ReturnType<typeof createRedisRelay>>;
  let drop: () => Promise<void>;
  const clients: HubConnection[] = [];

  beforeAll(async () => {
    relay = await createRedisRelay(redisUrl as string);
    const database = await createTestDatabase();
    drop = database.drop;
    // Two app instances on one database and one Redis, as two server processes would be; A
    // reaches Redis through the relay so the test can drop its connection.
    a = await buildApp(testConfig(database.database, { redisUrl: relay.url }));
    b = await buildApp(testConfig(database.database, { redisUrl: redisUrl as string }));
    baseA = await listen(a);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await relay?.close();
    await drop?.();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.stop()));
  });

  const connectToA = async (token: string) => {
    const connection = signalrClient(baseA, token);
    clients.push(connection);
    await connection.start();
    return connection;
  };

  /** Resolves with the time UpdateCartNum with `cartNumber` arrived (other test runs may share Redis). */
  const cartNumberArrives = (connection: HubConnection, cartNumber: number) =>
    new Promise<number>((resolve) =>
      connection.on('ReceiveMessage', (message: { MessageKey: string; Data: unknown }) => {
        if (message.MessageKey === 'UpdateCartNum' && message.Data === cartNumber) resolve(Date.now());
      }),
    );

  it('delivers UpdateCartNum within 1 s to a client of A when the cart changes through B', async () => {
    const member = await registerMember(b);
    const connection = await connectToA(member.token);
    const cartNumber = 1000 + Math.floor(Math.random() * 1_000_000);
    const arrived = cartNumberArrives(connection, cartNumber);
    const sentAt = Date.now();
    await publishCartChanged(b.pubsub, {
      merchantNumber: '456817',
      memberId: await memberIdOf(b, member.token),
      cartNumber,
    });
    expect((await arrived) - sentAt).toBeLessThan(1000);
  });

  it('sends ForceOffline to a client of A when its session is revoked through B', async () => {
    const member = await registerMember(b);
    const other = await loginAgain(b, member.email, member.password);
    const connection = await connectToA(other);
    const notice = new Promise((resolve) => connection.on('ForceOffline', resolve));
    const ended = closed(connection);
    const res = await b.inject({
      method: 'PUT',
      url: '/api/v1/account/edit/password',
      headers: member.headers,
      payload: {
        oldPassword: encrypt(member.password),
        password: encrypt('NewTrip2027'),
        password_two: encrypt('NewTrip2027'),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await notice).toEqual({ MessageKey: 'ForceOffline', Data: { reason: 'password-changed' } });
    expect(await ended).toContain('Session ended');
  });

  it('keeps its connections when Redis drops, and delivers again once ioredis reconnects', async () => {
    const member = await registerMember(b);
    const memberId = await memberIdOf(b, member.token);
    const connection = await connectToA(member.token);
    expect(relay.count()).toBeGreaterThan(0);
    relay.cut();
    const cartNumber = 2_000_000 + Math.floor(Math.random() * 1_000_000);
    const arrived = cartNumberArrives(connection, cartNumber);
    let delivered = false;
    void arrived.then(() => (delivered = true));
    // Events published while A is away are lost; keep publishing until A has re-subscribed.
    for (let i = 0; i < 100 && !delivered; i++) {
      await publishCartChanged(b.pubsub, { merchantNumber: '456817', memberId, cartNumber });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(delivered).toBe(true);
    expect(connection.state).toBe(HubConnectionState.Connected);
  });
});
