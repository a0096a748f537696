/**
 * The live connection (spec §3, §7): a SignalR hub speaking the JSON hub protocol, version 1,
 * over WebSocket. Server and web share these names (zod-free, so the web's chunks stay small).
 */
export const LIVE_HUB_PATH = '/hubs/online';

/** Methods the server invokes on the client. */
export const LIVE_CLIENT_METHODS = { receiveMessage: 'ReceiveMessage', forceOffline: 'ForceOffline' } as const;

/** The one hub method a client invokes: `SendMessage(MessageKey, Data)`. */
export const LIVE_HUB_METHODS = { sendMessage: 'SendMessage' } as const;

/**
 * Message keys. Server → client: `UpdateCartNum` (Data: the member's cart count, sets cartNumber)
 * inside ReceiveMessage; `ForceOffline` (Data: `{ reason }`) as the argument of the ForceOffline
 * method; `DeskChanged` (Data: `{ reason, ocode }`) to back-office staff connections only when an
 * order enters or leaves the desk's queue. Client → server: `Timezone` (Data: minutes offset as in the `timezone` query, e.g. -480).
 */
export const LIVE_MESSAGE_KEYS = {
  updateCartNum: 'UpdateCartNum',
  forceOffline: 'ForceOffline',
  timezone: 'Timezone',
  deskChanged: 'DeskChanged',
} as const;

/** Every live message: a key and its data. */
export type LiveMessage = { MessageKey: string; Data: unknown };
export type UpdateCartNumMessage = { MessageKey: 'UpdateCartNum'; Data: number };
/** To the back office's staff connections: an order entered or left the merchant's desk queue. */
export type DeskChangedMessage = { MessageKey: 'DeskChanged'; Data: { reason: 'entered' | 'left'; ocode: string } };
export type ForceOfflineMessage = { MessageKey: 'ForceOffline'; Data: { reason: string } };

/**
 * Minutes from UTC the way browsers report them (`Date#getTimezoneOffset`, -480 is UTC+8), from
 * the `timezone` query text or a number; undefined unless a whole number from -840 to 840.
 */
export function parseLiveTimezone(value: unknown): number | undefined {
  const minutes = typeof value === 'string' && /^-?\d{1,3}$/.test(value.trim()) ? Number(value) : value;
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= -840 && minutes <= 840
    ? minutes
    : undefined;
}
