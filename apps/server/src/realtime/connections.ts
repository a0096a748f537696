import type { WebSocket } from 'ws';

/**
 * One live connection of this process. Kept small (the hub holds tens of thousands): no timers
 * or closures of its own — the hub's one tick drives pings, timeouts and close deadlines — and
 * times are whole milliseconds of the hub's clock, so they stay small integers.
 */
export type Connection = {
  /** The negotiated id, or a number of this process when the client skipped negotiation. */
  id: string | number;
  socket: WebSocket;
  merchantNumber: string;
  /** The member of a shopper's connection; null for staff's. */
  memberId: number | null;
  /** The member of staff of a back-office connection (never sent member messages); null for a shopper's. */
  staffId: number | null;
  /** Whether a staff connection may hear of orders (owner, manager, agent; not an editor). */
  deskAccess: boolean;
  tokenHash: string;
  /** When the session ends, on the hub's clock; the keep-alive tick closes the connection then. */
  sessionExpiresAt: number;
  /** Minutes from UTC as the client reported it (`timezone` query or the Timezone message). */
  timezone: number | undefined;
  handshaken: boolean;
  /** The start of a record that has not ended yet (its 0x1E is in a later frame). */
  pending: Buffer | undefined;
  openedAt: number;
  lastReceivedAt: number;
  lastSentAt: number;
  /** Token bucket of the per-connection message rate, in thousandths of a message. */
  allowance: number;
  allowanceAt: number;
  /** When the server began closing it; the tick terminates it if the peer lingers. */
  closingSince: number | undefined;
};

/** One connection, or a set once a second one shares the key (most members have one). */
type Slot = Connection | Set<Connection>;

function addTo<K>(map: Map<K, Slot>, key: K, connection: Connection) {
  const slot = map.get(key);
  if (slot === undefined) map.set(key, connection);
  else if (slot instanceof Set) slot.add(connection);
  else map.set(key, new Set([slot, connection]));
}

function removeFrom<K>(map: Map<K, Slot>, key: K, connection: Connection) {
  const slot = map.get(key);
  if (slot === connection) map.delete(key);
  else if (slot instanceof Set) {
    slot.delete(connection);
    if (slot.size === 1) map.set(key, slot.values().next().value as Connection);
  }
}

const listOf = (slot: Slot | undefined): readonly Connection[] =>
  slot === undefined ? [] : slot instanceof Set ? [...slot] : [slot];

/**
 * This process's connections: all, by negotiated id, by member of a merchant, by merchant for
 * staff with desk access, by session token hash.
 */
export function createConnectionRegistry() {
  const all = new Set<Connection>();
  const byNegotiatedId = new Map<string, Connection>();
  const byMember = new Map<string, Slot>();
  const byDesk = new Map<string, Slot>();
  const byToken = new Map<string, Slot>();
  const memberKey = (merchantNumber: string, memberId: number) => `${merchantNumber}:${memberId}`;

  return {
    add(connection: Connection): void {
      all.add(connection);
      if (typeof connection.id === 'string') byNegotiatedId.set(connection.id, connection);
      if (connection.memberId !== null)
        addTo(byMember, memberKey(connection.merchantNumber, connection.memberId), connection);
      else if (connection.deskAccess) addTo(byDesk, connection.merchantNumber, connection);
      addTo(byToken, connection.tokenHash, connection);
    },
    remove(connection: Connection): void {
      if (!all.delete(connection)) return;
      if (typeof connection.id === 'string') byNegotiatedId.delete(connection.id);
      if (connection.memberId !== null)
        removeFrom(byMember, memberKey(connection.merchantNumber, connection.memberId), connection);
      else if (connection.deskAccess) removeFrom(byDesk, connection.merchantNumber, connection);
      removeFrom(byToken, connection.tokenHash, connection);
    },
    has: (negotiatedId: string): boolean => byNegotiatedId.has(negotiatedId),
    /** A snapshot: delivering may close connections and so change the registry. */
    ofMember: (merchantNumber: string, memberId: number): readonly Connection[] =>
      listOf(byMember.get(memberKey(merchantNumber, memberId))),
    /** Staff connections of a merchant that may hear of its orders (a snapshot). */
    ofDesk: (merchantNumber: string): readonly Connection[] => listOf(byDesk.get(merchantNumber)),
    ofToken: (tokenHash: string): readonly Connection[] => listOf(byToken.get(tokenHash)),
    all: (): IterableIterator<Connection> => all.values(),
    get size(): number {
      return all.size;
    },
  };
}

export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>;
