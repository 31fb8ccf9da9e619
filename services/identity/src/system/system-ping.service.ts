import { Inject, Injectable } from '@nestjs/common';
import { SystemPingEvent, type EmitSystemPingRpc, type RpcReply } from '@hirerelay/contracts';
import { enqueueEvent, OUTBOX_RELAY, type OutboxRelay, type RpcInput } from '@hirerelay/nest-common';
import { Transactions } from '../database.js';

@Injectable()
export class SystemPingService {
  constructor(
    private readonly transactions: Transactions,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  /** Records a ping fact through the outbox; the relay then publishes it to JetStream. */
  async emit({ note }: RpcInput<typeof EmitSystemPingRpc>): Promise<RpcReply<typeof EmitSystemPingRpc>> {
    const eventId = await this.transactions.run((tx) =>
      enqueueEvent(tx, 'identity', SystemPingEvent, { note, requestedBy: 'identity' }),
    );
    this.relay.kick();
    return { eventId };
  }
}
