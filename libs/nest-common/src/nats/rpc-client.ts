import { ClientProxyFactory, NatsRecordBuilder, Transport, type ClientProxy } from '@nestjs/microservices';
import { headers } from '@nats-io/transport-node';
import {
  AppError,
  ErrorCode,
  REQUEST_ID_HEADER,
  type RpcContract,
  type RpcReply,
  type RpcRequest,
} from '@hirerelay/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import type { z } from 'zod';
import { currentRequestId } from '../logging/request-context.js';
import { natsConnectionOptions } from './nats-options.js';

type AnyRpc = RpcContract<z.ZodType, z.ZodType>;

export interface RpcRequestOptions {
  timeoutMs?: number;
}

/**
 * The one way to ask a service something. Validates what goes out and what comes back against the
 * contract, forwards the current request id as a NATS header, and turns every failure into an
 * AppError (a remote AppError is rebuilt as itself; silence becomes SERVICE_UNAVAILABLE).
 */
export class RpcClient {
  constructor(
    private readonly proxy: ClientProxy,
    private readonly defaultTimeoutMs = 5_000,
  ) {}

  static connect(natsUrl: string, name: string, defaultTimeoutMs?: number): RpcClient {
    const proxy = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: natsConnectionOptions(natsUrl, name),
    }) as ClientProxy;
    return new RpcClient(proxy, defaultTimeoutMs);
  }

  async request<C extends AnyRpc>(
    contract: C,
    payload: RpcRequest<C>,
    options: RpcRequestOptions = {},
  ): Promise<RpcReply<C>> {
    const outgoing = contract.request.safeParse(payload);
    if (!outgoing.success) throw AppError.fromZod(outgoing.error);

    const natsHeaders = headers();
    const requestId = currentRequestId();
    if (requestId) natsHeaders.set(REQUEST_ID_HEADER, requestId);
    const record = new NatsRecordBuilder(outgoing.data).setHeaders(natsHeaders).build();
    const waitMs = options.timeoutMs ?? this.defaultTimeoutMs;

    let reply: unknown;
    try {
      reply = await firstValueFrom(this.proxy.send(contract.subject, record).pipe(timeout(waitMs)));
    } catch (error) {
      throw toCallerError(error, contract.subject, waitMs);
    }
    const parsed = contract.reply.safeParse(reply);
    if (!parsed.success) {
      throw new AppError(ErrorCode.Internal, `Malformed reply on ${contract.subject}`);
    }
    return parsed.data as RpcReply<C>;
  }

  async close(): Promise<void> {
    await this.proxy.close();
  }
}

function toCallerError(error: unknown, subject: string, waitMs: number): AppError {
  const remote = AppError.tryFromUnknown(error);
  if (remote) return remote;
  if (error instanceof TimeoutError) {
    return new AppError(ErrorCode.ServiceUnavailable, `No answer on ${subject} within ${waitMs} ms`);
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new AppError(ErrorCode.ServiceUnavailable, `Request on ${subject} failed: ${detail}`);
}
