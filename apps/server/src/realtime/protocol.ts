/**
 * The ASP.NET Core SignalR hub protocol, JSON encoding, version 1: every message is a JSON object
 * followed by the record separator 0x1E; one WebSocket frame may carry several records or a part
 * of one. Spec: https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md
 */

export const RECORD_SEPARATOR = 0x1e;
const RS = String.fromCharCode(RECORD_SEPARATOR);

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

type Headers = Record<string, string>;
export type InvocationMessage = {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
  headers?: Headers;
};
export type StreamItemMessage = { type: 2; invocationId: string; item: unknown; headers?: Headers };
export type CompletionMessage = { type: 3; invocationId: string; result?: unknown; error?: string; headers?: Headers };
export type StreamInvocationMessage = {
  type: 4;
  invocationId: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
  headers?: Headers;
};
export type CancelInvocationMessage = { type: 5; invocationId: string; headers?: Headers };
export type PingMessage = { type: 6 };
export type CloseMessage = { type: 7; error?: string; allowReconnect?: boolean };
export type HubMessage =
  | InvocationMessage
  | StreamItemMessage
  | CompletionMessage
  | StreamInvocationMessage
  | CancelInvocationMessage
  | PingMessage
  | CloseMessage;

/** A frame or record that breaks the protocol; the connection answers with a Close and ends. */
export class ProtocolError extends Error {}

export const SUPPORTED_PROTOCOL = { protocol: 'json', version: 1 } as const;

/**
 * Appends `chunk` to the incomplete record kept from earlier frames and returns the complete
 * records plus the new incomplete tail. Splits on the byte 0x1E, which never occurs inside a
 * multi-byte UTF-8 sequence, so a record split mid-character across binary frames is still whole.
 */
export function splitRecords(
  pending: Buffer | undefined,
  chunk: Buffer,
  maxRecordBytes: number,
): { records: Buffer[]; rest: Buffer | undefined } {
  const data = pending ? Buffer.concat([pending, chunk]) : chunk;
  const records: Buffer[] = [];
  let start = 0;
  for (let end = data.indexOf(RECORD_SEPARATOR); end !== -1; end = data.indexOf(RECORD_SEPARATOR, start)) {
    if (end - start > maxRecordBytes) throw tooLarge(maxRecordBytes);
    records.push(data.subarray(start, end));
    start = end + 1;
  }
  if (data.length - start > maxRecordBytes) throw tooLarge(maxRecordBytes);
  // Copy the tail so a small remainder does not pin a large frame's buffer.
  const rest = start === data.length ? undefined : Buffer.from(data.subarray(start));
  return { records, rest };
}

const tooLarge = (max: number) => new ProtocolError(`Message is larger than the ${max}-byte limit.`);

function parseObject(record: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(record.toString('utf8'));
  } catch {
    throw new ProtocolError('Message is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ProtocolError('Message is not a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** The first record a client sends: `{"protocol":"json","version":1}`. Throws with the reason to answer. */
export function parseHandshakeRequest(record: Buffer): { protocol: string; version: number } {
  const value = parseObject(record);
  const { protocol, version } = value;
  if (typeof protocol !== 'string') throw new ProtocolError("Handshake request is missing the 'protocol' string.");
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    throw new ProtocolError("Handshake request is missing the 'version' integer.");
  }
  if (protocol !== SUPPORTED_PROTOCOL.protocol) {
    throw new ProtocolError(`The protocol '${protocol.slice(0, 32)}' is not supported.`);
  }
  if (version !== SUPPORTED_PROTOCOL.version) {
    throw new ProtocolError(`The server does not support version ${version} of the 'json' protocol.`);
  }
  return { protocol, version };
}

const isString = (v: unknown): v is string => typeof v === 'string';

function optionalString(value: Record<string, unknown>, key: string): string | undefined {
  const v = value[key];
  if (v === undefined) return undefined;
  if (!isString(v)) throw new ProtocolError(`'${key}' must be a string.`);
  return v;
}

function requiredString(value: Record<string, unknown>, key: string): string {
  const v = optionalString(value, key);
  if (v === undefined || v === '') throw new ProtocolError(`'${key}' is required.`);
  return v;
}

function checkHeaders(value: Record<string, unknown>): void {
  const headers = value.headers;
  if (headers === undefined) return;
  if (
    typeof headers !== 'object' ||
    headers === null ||
    Array.isArray(headers) ||
    !Object.values(headers).every(isString)
  ) {
    throw new ProtocolError("'headers' must be an object of strings.");
  }
}

function checkInvocation(value: Record<string, unknown>): void {
  requiredString(value, 'target');
  if (!Array.isArray(value.arguments)) throw new ProtocolError("'arguments' must be an array.");
  const streamIds = value.streamIds;
  if (streamIds !== undefined && !(Array.isArray(streamIds) && streamIds.every(isString))) {
    throw new ProtocolError("'streamIds' must be an array of strings.");
  }
}

/**
 * One record after the handshake. Returns null for a message type this version does not know
 * (the protocol says to ignore those); throws a ProtocolError for anything malformed.
 */
export function parseMessage(record: Buffer): HubMessage | null {
  const value = parseObject(record);
  const type = value.type;
  if (typeof type !== 'number' || !Number.isInteger(type) || type < 1) {
    throw new ProtocolError("'type' must be a positive integer.");
  }
  checkHeaders(value);
  switch (type) {
    case MessageType.Invocation:
      optionalString(value, 'invocationId');
      checkInvocation(value);
      break;
    case MessageType.StreamInvocation:
      requiredString(value, 'invocationId');
      checkInvocation(value);
      break;
    case MessageType.StreamItem:
    case MessageType.CancelInvocation:
      requiredString(value, 'invocationId');
      break;
    case MessageType.Completion:
      requiredString(value, 'invocationId');
      optionalString(value, 'error');
      if (value.error !== undefined && 'result' in value) {
        throw new ProtocolError("'error' and 'result' are mutually exclusive.");
      }
      break;
    case MessageType.Ping:
      break;
    case MessageType.Close:
      optionalString(value, 'error');
      if (value.allowReconnect !== undefined && typeof value.allowReconnect !== 'boolean') {
        throw new ProtocolError("'allowReconnect' must be a boolean.");
      }
      break;
    default:
      return null;
  }
  return value as HubMessage;
}

/** One message as a text record, ready to send. */
export const writeMessage = (message: HubMessage): string => JSON.stringify(message) + RS;

export const HANDSHAKE_OK = `{}${RS}`;
export const writeHandshakeError = (error: string): string => JSON.stringify({ error }) + RS;
export const PING = writeMessage({ type: MessageType.Ping });

export const invocation = (target: string, args: unknown[]): string =>
  writeMessage({ type: MessageType.Invocation, target, arguments: args });

export const completion = (invocationId: string, outcome: { result: unknown } | { error: string }): string =>
  writeMessage({ type: MessageType.Completion, invocationId, ...outcome });

export const closeMessage = (error: string | undefined, allowReconnect: boolean): string =>
  writeMessage({ type: MessageType.Close, ...(error === undefined ? {} : { error }), allowReconnect });
