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
export class RpcReplySerializer implements Serializer<ReplyPacket, { data: string | Uint8Array }> {
  serialize(packet: ReplyPacket): { data: string | Uint8Array } {
    if (
      packet.err === undefined &&
      packet.response !== undefined &&
      packet.isDisposed === true &&
      typeof packet.id === 'string' &&
      /^\d+$/.test(packet.id)
    ) {
      const response = JSON.stringify(packet.response);
      if (response !== undefined) return { data: withHead(packet.id, response) };
    }
    return { data: JSON.stringify(packet) };
  }
}

/**
 * The reply's bytes, the head and the value's JSON written into one buffer. Joining them as strings
 * first made a second copy of the text when NATS encoded it, a megabyte per page of the jobs CSV
 * (jobs grew by up to 90 MB over an export of a million rows instead of 5–30).
 */
function withHead(id: string, response: string): Uint8Array {
  const head = `{"id":"${id}","isDisposed":true,"response":`;
  const size = head.length + Buffer.byteLength(response) + 1;
  const bytes = Buffer.allocUnsafe(size);
  bytes.write(head, 0, 'latin1');
  bytes.write(response, head.length, 'utf8');
  bytes[size - 1] = 0x7d; // }
  return bytes;
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
