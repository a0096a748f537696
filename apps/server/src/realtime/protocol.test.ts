import { describe, expect, it } from 'vitest';
import {
  HANDSHAKE_OK,
  PING,
  ProtocolError,
  closeMessage,
  completion,
  invocation,
  parseHandshakeRequest,
  parseMessage,
  splitRecords,
  writeHandshakeError,
} from './protocol.js';

const RS = '\u001e';
const bytes = (text: string) => Buffer.from(text, 'utf8');
const texts = (records: Buffer[]) => records.map((r) => r.toString('utf8'));

describe('record framing', () => {
  it('splits several records batched in one frame', () => {
    const { records, rest } = splitRecords(undefined, bytes(`{"type":6}${RS}{"type":6}${RS}`), 100);
    expect(texts(records)).toEqual(['{"type":6}', '{"type":6}']);
    expect(rest).toBeUndefined();
  });

  it('keeps a partial record until the frame that ends it', () => {
    const first = splitRecords(undefined, bytes(`{"type":6}${RS}{"ty`), 100);
    expect(texts(first.records)).toEqual(['{"type":6}']);
    const second = splitRecords(first.rest, bytes(`pe":6}${RS}`), 100);
    expect(texts(second.records)).toEqual(['{"type":6}']);
    expect(second.rest).toBeUndefined();
  });

  it('joins a multi-byte character split across binary frames', () => {
    const whole = bytes(`{"type":1,"target":"SendMessage","arguments":["Timezone","台北"]}${RS}`);
    const cut = whole.indexOf(bytes('北')) + 1; // inside the 3-byte sequence
    const first = splitRecords(undefined, whole.subarray(0, cut), 200);
    const second = splitRecords(first.rest, whole.subarray(cut), 200);
    expect(texts(second.records)[0]).toContain('台北');
  });

  it('refuses a record, complete or not, longer than the limit', () => {
    expect(() => splitRecords(undefined, bytes(`${'x'.repeat(11)}${RS}`), 10)).toThrow(ProtocolError);
    expect(() => splitRecords(undefined, bytes('x'.repeat(11)), 10)).toThrow('larger than the 10-byte limit');
    expect(() => splitRecords(bytes('x'.repeat(6)), bytes('x'.repeat(5)), 10)).toThrow(ProtocolError);
  });
});

describe('handshake', () => {
  it('accepts json version 1', () => {
    expect(parseHandshakeRequest(bytes('{"protocol":"json","version":1}'))).toEqual({ protocol: 'json', version: 1 });
  });

  it.each([
    ['{"protocol":"json"}', "missing the 'version' integer"],
    ['{"version":1}', "missing the 'protocol' string"],
    ['{"protocol":"json","version":"1"}', "missing the 'version' integer"],
    ['{"protocol":"messagepack","version":1}', "The protocol 'messagepack' is not supported."],
    ['{"protocol":"json","version":2}', 'does not support version 2'],
    ['[]', 'not a JSON object'],
    ['{', 'not valid JSON'],
  ])('refuses %s', (request, error) => {
    expect(() => parseHandshakeRequest(bytes(request))).toThrow(error);
  });

  it('answers with an empty object or an error, each ending with the separator', () => {
    expect(HANDSHAKE_OK).toBe(`{}${RS}`);
    expect(writeHandshakeError('no')).toBe(`{"error":"no"}${RS}`);
  });
});

describe('messages', () => {
  it.each([
    ['{"type":1,"target":"SendMessage","arguments":["Timezone",-480]}'],
    ['{"type":1,"invocationId":"1","target":"SendMessage","arguments":[],"headers":{"a":"b"}}'],
    ['{"type":1,"invocationId":"1","target":"Upload","arguments":[],"streamIds":["2"]}'],
    ['{"type":2,"invocationId":"1","item":{"a":1}}'],
    ['{"type":3,"invocationId":"1","result":null}'],
    ['{"type":3,"invocationId":"1","error":"boom"}'],
    ['{"type":3,"invocationId":"1"}'],
    ['{"type":4,"invocationId":"1","target":"Feed","arguments":[]}'],
    ['{"type":5,"invocationId":"1"}'],
    ['{"type":6}'],
    ['{"type":7}'],
    ['{"type":7,"error":"bye","allowReconnect":true}'],
  ])('accepts %s', (record) => {
    expect(parseMessage(bytes(record))).toEqual(JSON.parse(record));
  });

  it('returns null for a message type it does not know, to be ignored', () => {
    expect(parseMessage(bytes('{"type":8,"sequenceId":1}'))).toBeNull();
  });

  it.each([
    ['{"type":0}', "'type' must be a positive integer"],
    ['{"type":1.5}', "'type' must be a positive integer"],
    ['null', 'not a JSON object'],
    ['{"type":1,"target":"x","arguments":{}}', "'arguments' must be an array"],
    ['{"type":1,"target":"x","arguments":[],"streamIds":[1]}', "'streamIds' must be an array of strings"],
    ['{"type":2,"item":1}', "'invocationId' is required"],
    ['{"type":3,"invocationId":"1","error":"e","result":1}', 'mutually exclusive'],
    ['{"type":3,"invocationId":"1","error":5}', "'error' must be a string"],
    ['{"type":4,"target":"x","arguments":[]}', "'invocationId' is required"],
    ['{"type":5}', "'invocationId' is required"],
    ['{"type":7,"allowReconnect":"yes"}', "'allowReconnect' must be a boolean"],
    ['{"type":6,"headers":[]}', "'headers' must be an object of strings"],
  ])('refuses %s', (record, error) => {
    expect(() => parseMessage(bytes(record))).toThrow(error);
  });

  it('writes invocations, completions, pings and closes as records', () => {
    expect(invocation('ReceiveMessage', [{ MessageKey: 'UpdateCartNum', Data: 2 }])).toBe(
      `{"type":1,"target":"ReceiveMessage","arguments":[{"MessageKey":"UpdateCartNum","Data":2}]}${RS}`,
    );
    expect(completion('7', { result: true })).toBe(`{"type":3,"invocationId":"7","result":true}${RS}`);
    expect(completion('7', { error: 'no' })).toBe(`{"type":3,"invocationId":"7","error":"no"}${RS}`);
    expect(PING).toBe(`{"type":6}${RS}`);
    expect(closeMessage('bad', false)).toBe(`{"type":7,"error":"bad","allowReconnect":false}${RS}`);
    expect(closeMessage(undefined, true)).toBe(`{"type":7,"allowReconnect":true}${RS}`);
  });
});
