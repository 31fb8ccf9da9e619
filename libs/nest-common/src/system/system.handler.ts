import { Controller, type Type } from '@nestjs/common';
import { EmitSystemPingRpc, GetReceivedPingRpc, type OutboxStatusRpc } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload } from '../nats/rpc-handler.js';
import type { RpcInput } from '../nats/rpc-types.js';
import { SystemService } from './system.service.js';

/**
 * Handlers delegate: parse with the contract (`@RpcPayload`), call the service, hold no logic.
 * Built per service, since each answers its own subject (`<service>.system.outbox-status.v1`).
 */
export function createOutboxStatusHandler(contract: OutboxStatusRpc): Type<unknown> {
  @Controller()
  class OutboxStatusHandler {
    constructor(private readonly system: SystemService) {}

    @RpcHandler(contract)
    outboxStatus(@RpcPayload(contract) request: RpcInput<OutboxStatusRpc>) {
      return this.system.outboxStatus(request);
    }
  }
  return OutboxStatusHandler;
}

/** `identity.system.emit-ping.v1`: the producer's end of the pipeline probe. */
@Controller()
export class EmitPingHandler {
  constructor(private readonly system: SystemService) {}

  @RpcHandler(EmitSystemPingRpc)
  emit(@RpcPayload(EmitSystemPingRpc) request: RpcInput<typeof EmitSystemPingRpc>) {
    return this.system.emitPing(request);
  }
}

/** `notifications.system.get-received-ping.v1`: the consumer's end of the pipeline probe. */
@Controller()
export class ReceivedPingHandler {
  constructor(private readonly system: SystemService) {}

  @RpcHandler(GetReceivedPingRpc)
  get(@RpcPayload(GetReceivedPingRpc) request: RpcInput<typeof GetReceivedPingRpc>) {
    return this.system.receivedPing(request);
  }
}
