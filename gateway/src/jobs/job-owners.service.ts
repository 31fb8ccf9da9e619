import { Inject, Injectable } from '@nestjs/common';
import { UserContactsRpc, type TJobListRow, type TJobsPage } from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { GATEWAY_LOGGER } from '../common/tokens.js';

/** A decoration: a slow identity costs staff the names, never the page. */
const OWNERS_TIMEOUT_MS = 1_000;

/**
 * Whose job it is, on a staff page of the jobs list: jobs owns the jobs, identity the names and
 * e-mails, so the gateway asks identity once per page for the page's owners (at most the page size,
 * one batched RPC) and adds `owner` to each row. A user's own page is relayed as jobs wrote it
 * (no owner, no extra hop). If identity cannot answer in time the rows say `owner: null` and the
 * table falls back to the short user id.
 */
@Injectable()
export class JobOwners {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {}

  async decorate(
    page: TJobsPage,
    actorId: string,
  ): Promise<{ items: TJobListRow[]; nextCursor: string | null }> {
    const userIds = [...new Set(page.items.map((row) => row.userId))];
    const contacts = new Map<string, { fullName: string | null; email: string }>();
    if (userIds.length > 0) {
      try {
        const { users } = await this.rpc.request(
          UserContactsRpc,
          { actorId, userIds },
          { timeoutMs: OWNERS_TIMEOUT_MS },
        );
        for (const user of users) contacts.set(user.id, { fullName: user.fullName, email: user.email });
      } catch (error) {
        this.logger.warn({ err: error }, 'staff jobs list: owners unavailable, shown by id');
      }
    }
    return {
      items: page.items.map((row) => ({ ...row, owner: contacts.get(row.userId) ?? null })),
      nextCursor: page.nextCursor,
    };
  }
}
