import { describe, expect, it } from 'vitest';
import { relayedReplyJson, RpcReplySerializer } from './rpc-reply-serializer.js';

const serializer = new RpcReplySerializer();
/** The reply as the client reads it: the message's bytes as text. */
const write = (packet: object) => {
  const { data } = serializer.serialize(packet);
  return typeof data === 'string' ? data : new TextDecoder().decode(data);
};

describe('RpcReplySerializer', () => {
  it('writes a reply as the same packet Nest writes, id and end flag first', () => {
    const packet = {
      response: {
        items: [{ id: 'a', title: 'Caf\u00e9 \u2615 \u{1F600} Line\nbreak "quoted"' }],
        nextCursor: null,
      },
      isDisposed: true,
      id: '17',
    };
    const ours = write(packet);

    expect(ours.startsWith('{"id":"17","isDisposed":true,"response":')).toBe(true);
    // Nest's NatsRecordSerializer writes JSON.stringify of the packet: the same value, other key order.
    expect(JSON.parse(ours)).toEqual(JSON.parse(JSON.stringify(packet)));
    expect(relayedReplyJson(ours)).toBe(JSON.stringify(packet.response));
  });

  it('keeps Nest\u2019s shape for refusals, missing handlers and empty answers, which are never relayed', () => {
    const refusal = {
      err: { appError: true, code: 'NOT_FOUND', message: 'Job not found' },
      isDisposed: true,
      id: '3',
    };
    const noHandler = {
      id: '4',
      status: 'error',
      err: 'There is no matching message handler defined in the remote service.',
    };
    const empty = { response: undefined, isDisposed: true, id: '5' };

    for (const packet of [refusal, noHandler, empty]) {
      const text = write(packet);
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(packet)));
      expect(relayedReplyJson(text)).toBeUndefined();
    }
  });

  it('relays a falsy value as it is', () => {
    expect(relayedReplyJson(write({ response: null, isDisposed: true, id: '8' }))).toBe('null');
    expect(relayedReplyJson(write({ response: 0, isDisposed: true, id: '9' }))).toBe('0');
  });

  it('recognises only its own head: anything else is left to be parsed', () => {
    expect(relayedReplyJson('{"response":{"a":1},"isDisposed":true,"id":"1"}')).toBeUndefined();
    expect(relayedReplyJson('{"id":"x1","isDisposed":true,"response":{}}')).toBeUndefined();
    expect(relayedReplyJson('{"id":"1","isDisposed":true,"response":1')).toBeUndefined();
  });
});
