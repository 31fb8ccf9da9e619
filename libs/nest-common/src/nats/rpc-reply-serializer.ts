import type { Serializer } from '@nestjs/microservices';

/** A reply as Nest's NATS server hands it to its serializer. */
interface ReplyPacket {
  id?: unknown;
  response?: unknown;
  err?: unknown;
  status?: unknown;
  isDisposed?: boolean;
}

/**
 * The start of every successful reply this serializer writes: the packet's id and end-of-stream
 * flag first, then the handler's value as the rest of the message. `RpcClient.relay` recognises it
 * and takes the value's JSON text as it is, without parsing it (see `relayedReplyJson`).
 */
export const REPLY_HEAD_PATTERN = /^\{"id":"\d+","isDisposed":true,"response":/;

/**
 * Writes a service's replies in the same JSON packet Nest's NatsRecordSerializer writes, in a fixed
 * key order: `{"id":…,"isDisposed":true,"response":…}`. A reply whose value goes on to a browser
 * unchanged (the jobs list) can then be relayed by the gateway as text: its JSON was written once,
 * here, and is not parsed and written again on the way out. Errors and anything else keep Nest's
 * shape. Nest's serializer also built a NatsRecord and copied the packet for every reply.
 */
export class RpcReplySerializer implements Serializer<ReplyPacket, { data: string }> {
  serialize(packet: ReplyPacket): { data: string } {
    if (
      packet.err === undefined &&
      packet.response !== undefined &&
      packet.isDisposed === true &&
      typeof packet.id === 'string' &&
      /^\d+$/.test(packet.id)
    ) {
      const response = JSON.stringify(packet.response);
      if (response !== undefined) {
        return { data: `{"id":"${packet.id}","isDisposed":true,"response":${response}}` };
      }
    }
    return { data: JSON.stringify(packet) };
  }
}

/**
 * The handler's value as JSON text, taken from a reply written by `RpcReplySerializer`, or undefined
 * for any other reply (an error, another writer), which the caller then parses.
 */
export function relayedReplyJson(text: string): string | undefined {
  const head = REPLY_HEAD_PATTERN.exec(text);
  if (!head || !text.endsWith('}')) return undefined;
  return text.slice(head[0].length, -1);
}
