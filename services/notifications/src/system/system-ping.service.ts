import { Injectable } from '@nestjs/common';
import type { GetReceivedPingRpc, RpcReply } from '@hirerelay/contracts';
import type { RpcInput } from '@hirerelay/nest-common';
import type { NotificationsTx } from '../database.js';
import { toReceivedPing } from './received-ping.mapper.js';
import { ReceivedPingRepository } from './received-ping.repository.js';

@Injectable()
export class SystemPingService {
  constructor(private readonly pings: ReceivedPingRepository) {}

  /** Inside the consumer's transaction. */
  record(tx: NotificationsTx, eventId: string, note: string): Promise<void> {
    return this.pings.record(tx, eventId, note);
  }

  async getReceived({
    eventId,
  }: RpcInput<typeof GetReceivedPingRpc>): Promise<RpcReply<typeof GetReceivedPingRpc>> {
    return toReceivedPing(eventId, await this.pings.find(eventId));
  }
}
