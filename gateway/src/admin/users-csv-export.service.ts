import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { ListUsersRpc, PAGE_LIMITS, type TAdminUserFilters, type TAdminUserRow } from '@hirerelay/contracts';
import { formatDate, formatQuota, toCsvRow } from '@hirerelay/domain';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';

const USERS_CSV_HEADER = ['ID', 'NAME', 'EMAIL', 'PLAN', 'STATUS', 'USAGE', 'SUBSCRIPTION DATE'];
// The largest page the list allows: fewest round trips to identity.
const PAGE_SIZE = PAGE_LIMITS.adminUsers.max;

/** One user as a line of the users export (spec 02 §9); the unlimited quota reads `Unlimited`. */
export function usersCsvLine(user: TAdminUserRow): string {
  return toCsvRow([
    user.id,
    user.fullName ?? '',
    user.email,
    user.plan,
    user.status,
    `${user.jobsUsed}/${formatQuota(user.jobQuota)}`,
    formatDate(user.subscriptionDate),
  ]);
}

export const usersCsvFileName = (now = new Date()) => `users-export-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Streams the export page by page, so its memory use does not grow with the number of users. The
 * first page is fetched before the headers go out: an early failure is still a proper JSON error.
 */
@Injectable()
export class UsersCsvExport {
  constructor(private readonly rpc: RpcClient) {}

  async stream(filters: TAdminUserFilters, actorId: string, reply: FastifyReply): Promise<FastifyReply> {
    const first = await this.rpc.request(ListUsersRpc, { ...filters, actorId, limit: PAGE_SIZE });
    const rpc = this.rpc;
    async function* lines() {
      yield `${toCsvRow(USERS_CSV_HEADER)}\r\n`;
      let page = first;
      for (;;) {
        if (page.items.length > 0) yield `${page.items.map(usersCsvLine).join('\r\n')}\r\n`;
        if (!page.nextCursor) return;
        page = await rpc.request(ListUsersRpc, {
          ...filters,
          actorId,
          cursor: page.nextCursor,
          limit: PAGE_SIZE,
        });
      }
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${usersCsvFileName()}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(lines()));
  }
}
