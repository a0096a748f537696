import type { HubConnection } from '@microsoft/signalr';
import { LIVE_CLIENT_METHODS } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskAction, deskStaff } from '../../test/desk.js';
import { listen, refusal, signalrClient, waitFor } from '../../test/hub-clients.js';
import { bookable, payInSandbox, placeOrder, productOrder, quickMember, useOrderTestApp } from '../../test/orders.js';

/** The live desk: staff connections hear of orders entering and leaving their queue, and nothing else. */
const t = useOrderTestApp();
let base: string;
const clients: HubConnection[] = [];

beforeAll(async () => {
  base = await listen(t.app);
});
afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
});

type Message = { MessageKey: string; Data: unknown };

/** A started hub connection and every ReceiveMessage it gets. */
async function connect(token: string, businessNumber = '456817') {
  const connection = signalrClient(base, token, { query: `businessNumber=${businessNumber}` });
  clients.push(connection);
  const received: Message[] = [];
  connection.on(LIVE_CLIENT_METHODS.receiveMessage, (m: Message) => received.push(m));
  await connection.start();
  return received;
}

const desk = (received: Message[]) => received.filter((m) => m.MessageKey === 'DeskChanged');

describe('the live desk on the hub', () => {
  it('tells the merchant’s order staff when an order enters and leaves the queue', async () => {
    const owner = await deskStaff(t);
    const agent = await deskStaff(t, { role: 'agent' });
    const editor = await deskStaff(t, { role: 'editor' });
    const elsewhere = await deskStaff(t, { businessNumber: '518200' });
    const member = await quickMember(t);
    const ownerHears = await connect(owner.token);
    const agentHears = await connect(agent.token);
    const editorHears = await connect(editor.token);
    const elsewhereHears = await connect(elsewhere.token, '518200');
    const memberHears = await connect(String(member.headers.authorization).replace('Bearer ', ''));

    const p = await bookable(t, { tags: [], stock: 5 });
    const order = await placeOrder(t, member.headers, productOrder(p));
    await payInSandbox(t, order.headers, order.ocode);
    const entered = { MessageKey: 'DeskChanged', Data: { reason: 'entered', ocode: order.ocode } };
    await waitFor(() => desk(ownerHears).length === 1 && desk(agentHears).length === 1);
    expect(desk(ownerHears)).toEqual([entered]);

    expect((await deskAction(t, order.ocode, 'confirm')).statusCode).toBe(200);
    const left = { MessageKey: 'DeskChanged', Data: { reason: 'left', ocode: order.ocode } };
    await waitFor(() => desk(ownerHears).length === 2 && desk(agentHears).length === 2);
    expect(desk(agentHears)).toEqual([entered, left]);

    // A refund request enters it again.
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/order/refund/${order.ocode}`,
      headers: order.headers,
      payload: { reason: 'Plans changed' },
    });
    await waitFor(() => desk(ownerHears).length === 3);

    // Staff hear nothing meant for members, and members, editors and other shops nothing of the desk.
    expect(ownerHears.every((m) => m.MessageKey === 'DeskChanged')).toBe(true);
    expect(desk(memberHears)).toEqual([]);
    expect(editorHears).toEqual([]);
    expect(elsewhereHears).toEqual([]);
  });

  it('refuses a staff token naming another merchant, and an ended staff session', async () => {
    const owner = await deskStaff(t);
    const other = await refusal(`${base.replace('http', 'ws')}/hubs/online?businessNumber=518200`, {
      authorization: `Bearer ${owner.token}`,
    });
    expect(other).toMatchObject({ status: 401, body: { code: 1005 } });
    const session = await t.app.inject({ method: 'POST', url: '/api/admin/v1/auth/logout', headers: owner.headers });
    expect(session.statusCode).toBe(200);
    const ended = await refusal(`${base.replace('http', 'ws')}/hubs/online`, {
      authorization: `Bearer ${owner.token}`,
    });
    expect(ended.status).toBe(401);
  });
});
