import { Inject, Injectable } from '@nestjs/common';
import {
  SystemPingEvent,
  type EmitSystemPingRpc,
  type GetReceivedPingRpc,
  type OutboxStatusRpc,
  type RpcReply,
  type TServiceName,
} from '@hirerelay/contracts';
import { OUTBOX_RELAY } from '../bootstrap/tokens.js';
import { enqueueEvent, type OutboxRelay } from '../events/outbox.js';
import type { SqlExecutor } from '../events/sql.js';
import { TransactionRunner } from '../database/transactions.js';
import type { RpcInput } from '../nats/rpc-types.js';
import { toOutboxStatus } from './outbox-status.mapper.js';
import { OutboxStatusRepository } from './outbox-status.repository.js';
import { toReceivedPing } from './received-ping.mapper.js';
import { ReceivedPingRepository } from './received-ping.repository.js';

/** The service's name, as the system module was given it. */
export const SYSTEM_SERVICE_NAME = Symbol('SYSTEM_SERVICE_NAME');

/** The operators' probes every service shares: its outbox backlog and the event-pipeline ping. */
@Injectable()
export class SystemService {
  constructor(
    @Inject(SYSTEM_SERVICE_NAME) private readonly service: TServiceName,
    private readonly outbox: OutboxStatusRepository,
    private readonly pings: ReceivedPingRepository,
    private readonly transactions: TransactionRunner<SqlExecutor>,
    @Inject(OUTBOX_RELAY) private readonly relay: Pick<OutboxRelay, 'kick'>,
  ) {}

  async outboxStatus(_request: RpcInput<OutboxStatusRpc>): Promise<RpcReply<OutboxStatusRpc>> {
    return toOutboxStatus(this.service, await this.outbox.pending());
  }

  /** Records a ping fact through the outbox; the relay then publishes it to JetStream. */
  async emitPing({ note }: RpcInput<typeof EmitSystemPingRpc>): Promise<RpcReply<typeof EmitSystemPingRpc>> {
    const eventId = await this.transactions.run((tx) =>
      enqueueEvent(tx, this.service, SystemPingEvent, { note, requestedBy: this.service }),
    );
    this.relay.kick();
    return { eventId };
  }

  /** Inside the consumer's transaction. */
  recordPing(tx: SqlExecutor, eventId: string, note: string): Promise<void> {
    return this.pings.record(tx, eventId, note);
  }

  async receivedPing({
    eventId,
  }: RpcInput<typeof GetReceivedPingRpc>): Promise<RpcReply<typeof GetReceivedPingRpc>> {
    return toReceivedPing(eventId, await this.pings.find(eventId));
  }
}
