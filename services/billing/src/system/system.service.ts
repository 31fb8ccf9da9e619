import { Injectable } from '@nestjs/common';
import type { BillingOutboxStatusRpc, RpcReply } from '@hirerelay/contracts';
import type { RpcInput } from '@hirerelay/nest-common';
import { toOutboxStatus } from './outbox-status.mapper.js';
import { OutboxStatusRepository } from './outbox-status.repository.js';

/** The rules of a feature live in its service; the service never touches Prisma itself. */
@Injectable()
export class SystemService {
  constructor(private readonly outbox: OutboxStatusRepository) {}

  async outboxStatus(
    _request: RpcInput<typeof BillingOutboxStatusRpc>,
  ): Promise<RpcReply<typeof BillingOutboxStatusRpc>> {
    return toOutboxStatus('billing', await this.outbox.pending());
  }
}
