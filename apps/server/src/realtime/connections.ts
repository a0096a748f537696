import type { WebSocket } from 'ws';

/**
 * One live connection of this process. Kept small and free of per-connection timers or closures
 * beyond the socket's own: the hub's one tick drives pings, timeouts and close deadlines.
 */
export type Connection = {
  id: string;
  socket: WebSocket;
  merchantNumber: string;
  memberId: number;
  tokenHash: string;
  /** Minutes from UTC as the client reported it (`timezone` query or the Timezone message). */
  timezone: number | undefined;
  handshaken: boolean;
  /** The start of a record that has not ended yet (its 0x1E is in a later frame). */
  pending: Buffer | undefined;
  openedAt: number;
  lastReceivedAt: number;
  lastSentAt: number;
  /** Token bucket of the per-connection message rate. */
  allowance: number;
  allowanceAt: number;
  /** When the server began closing it; the tick terminates it if the peer lingers. */
  closingSince: number | undefined;
};

const memberKey = (merchantNumber: string, memberId: number) => `${merchantNumber}:${memberId}`;

function addTo<K>(map: Map<K, Set<Connection>>, key: K, connection: Connection) {
  const set = map.get(key);
  if (set) set.add(connection);
  else map.set(key, new Set([connection]));
}

function removeFrom<K>(map: Map<K, Set<Connection>>, key: K, connection: Connection) {
  const set = map.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) map.delete(key);
}

const none: ReadonlySet<Connection> = new Set();

/** This process's connections, by id, by member of a merchant, and by session token hash. */
export function createConnectionRegistry() {
  const byId = new Map<string, Connection>();
  const byMember = new Map<string, Set<Connection>>();
  const byToken = new Map<string, Set<Connection>>();

  return {
    add(connection: Connection): void {
      byId.set(connection.id, connection);
      addTo(byMember, memberKey(connection.merchantNumber, connection.memberId), connection);
      addTo(byToken, connection.tokenHash, connection);
    },
    remove(connection: Connection): void {
      if (byId.get(connection.id) !== connection) return;
      byId.delete(connection.id);
      removeFrom(byMember, memberKey(connection.merchantNumber, connection.memberId), connection);
      removeFrom(byToken, connection.tokenHash, connection);
    },
    has: (id: string): boolean => byId.has(id),
    ofMember: (merchantNumber: string, memberId: number): ReadonlySet<Connection> =>
      byMember.get(memberKey(merchantNumber, memberId)) ?? none,
    ofToken: (tokenHash: string): ReadonlySet<Connection> => byToken.get(tokenHash) ?? none,
    all: (): IterableIterator<Connection> => byId.values(),
    get size(): number {
      return byId.size;
    },
  };
}

export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>;
