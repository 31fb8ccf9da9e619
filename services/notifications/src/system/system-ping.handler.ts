import { Controller } from '@nestjs/common';
import { GetReceivedPingRpc, type RpcReply, type RpcRequest } from '@hirerelay/contracts';
import { RpcHandler, RpcPayload } from '@hirerelay/nest-common';
import { ReceivedPingRepository } from './received-ping.repository.js';

@Controller()
export class SystemPingHandler {
  constructor(private readonly pings: ReceivedPingRepository) {}

  @RpcHandler(GetReceivedPingRpc)
  async get(
    @RpcPayload(GetReceivedPingRpc) { eventId }: RpcRequest<typeof GetReceivedPingRpc>,
  ): Promise<RpcReply<typeof GetReceivedPingRpc>> {
    const ping = await this.pings.find(eventId);
    return {
      eventId,
      timesHandled: ping?.timesHandled ?? 0,
      note: ping?.note ?? null,
      receivedAt: ping?.receivedAt.toISOString() ?? null,
    };
  }
}
