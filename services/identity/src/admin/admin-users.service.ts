import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IdentityMessages,
  type CountUsersRpc,
  type ExportUsersCsvPageRpc,
  type GetUserRpc,
  type TAdminUserFilters,
  type UserContactsRpc,
  type ListUsersRpc,
  type RpcReply,
  type TAdminUserDetail,
  type UpdateUserRpc,
} from '@hirerelay/contracts';
import { isActiveAdmin } from '@hirerelay/domain';
import { keysetPage, LOGGER, readKeysetCursor, type RpcInput } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { SessionRepository } from '../auth/session.repository.js';
import { BillingCopyRepository } from '../billing-copy/billing-copy.repository.js';
import { Transactions } from '../database.js';
import { ProfileRepository } from '../profile/profile.repository.js';
import { UserRepository } from '../users/user.repository.js';
import { toAdminUserDetail, toAdminUserRow } from './admin-user.mapper.js';
import { adminUserOrder, AdminUsersRepository } from './admin-users.repository.js';
import { encodeUserSortCursor, readUserSortCursor } from './user-sort-cursor.util.js';
import { changeEndsSessions } from './account-change.rules.js';
import { usersCsvPage } from './users-csv.mapper.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The list's filters as the repository reads them (the count uses the same). */
function filterQuery(request: TAdminUserFilters) {
  const search = request.search?.trim();
  return {
    status: request.status,
    plan: request.planType,
    // The subscription's start, whole UTC days, inclusive.
    subscribedFrom: request.from ? new Date(`${request.from}T00:00:00.000Z`) : undefined,
    subscribedBefore: request.to ? new Date(Date.parse(`${request.to}T00:00:00.000Z`) + DAY_MS) : undefined,
    search: search || undefined,
  };
}

const userNotFound = () => new AppError(ErrorCode.NotFound, IdentityMessages.userNotFound);

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly adminUsers: AdminUsersRepository,
    private readonly users: UserRepository,
    private readonly profiles: ProfileRepository,
    private readonly sessions: SessionRepository,
    private readonly billingCopies: BillingCopyRepository,
    private readonly transactions: Transactions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async list(request: RpcInput<typeof ListUsersRpc>): Promise<RpcReply<typeof ListUsersRpc>> {
    await this.requireAdmin(request.actorId);
    // The list's own conditions: the picker's staff (role) and a search of the name and e-mail.
    const listOnly = { role: request.role, searchContactOnly: request.searchContactOnly === true };
    if (request.sort) {
      // A column's order: the cursor names the order and the last row (user-sort-cursor.ts).
      const order = adminUserOrder(request.sort, request.direction);
      const after = readUserSortCursor(request.cursor, order.name);
      const records = await this.adminUsers.list({
        ...filterQuery(request),
        ...listOnly,
        order,
        afterId: after?.id,
        limit: request.limit + 1,
      });
      const page = records.slice(0, request.limit);
      const last = page.at(-1);
      return {
        items: page.map(toAdminUserRow),
        nextCursor:
          records.length > request.limit && last
            ? encodeUserSortCursor({ order: order.name, id: last.id })
            : null,
      };
    }
    const after = readKeysetCursor(request.cursor);
    const records = await this.adminUsers.list({
      ...filterQuery(request),
      ...listOnly,
      after,
      limit: request.limit + 1,
    });
    const { page, nextCursor } = keysetPage(records, request.limit, (user) => ({
      at: user.createdAt,
      id: user.id,
    }));
    return { items: page.map(toAdminUserRow), nextCursor };
  }

  /**
   * Staff's users CSV, one keyset page of finished lines at a time with the list's filters, newest
   * first (the gateway only streams them, asking for the next page while it writes this one).
   */
  async csvPage(
    request: RpcInput<typeof ExportUsersCsvPageRpc>,
  ): Promise<RpcReply<typeof ExportUsersCsvPageRpc>> {
    await this.requireAdmin(request.actorId);
    const after = readKeysetCursor(request.cursor);
    const records = await this.adminUsers.list({ ...filterQuery(request), after, limit: request.limit + 1 });
    const { csv, nextCursor } = usersCsvPage(records, request.limit, request.cursor === undefined);
    return { csv, nextCursor };
  }

  /** The total over User Management: how many accounts the same filters match. */
  async count(request: RpcInput<typeof CountUsersRpc>): Promise<RpcReply<typeof CountUsersRpc>> {
    await this.requireAdmin(request.actorId);
    return { total: await this.adminUsers.count(filterQuery(request)) };
  }

  /** Staff only: names and e-mails by id (the staff jobs list's owners). */
  async contacts({
    actorId,
    userIds,
  }: RpcInput<typeof UserContactsRpc>): Promise<RpcReply<typeof UserContactsRpc>> {
    await this.requireAdmin(actorId);
    return { users: await this.adminUsers.contacts([...new Set(userIds)]) };
  }

  async get({ userId, actorId }: RpcInput<typeof GetUserRpc>): Promise<TAdminUserDetail> {
    await this.requireAdmin(actorId);
    const profile = await this.profiles.find(userId);
    if (!profile) throw userNotFound();
    return toAdminUserDetail(profile, await this.billingCopies.find(userId));
  }

  /**
   * The gateway checks the role too, but this service owns roles and does not take its word: the
   * actor is looked up here. A change that takes away what the account's access tokens grant
   * (demoted, or cancelled) ends its sessions and names them (`changeEndsSessions`): the gateway
   * trusts the role in a token it has not been told is revoked.
   */
  async update(request: RpcInput<typeof UpdateUserRpc>): Promise<RpcReply<typeof UpdateUserRpc>> {
    const actor = await this.requireAdmin(request.actorId);
    const target = await this.users.findById(request.userId);
    if (!target) throw userNotFound();
    // Staff cannot lock themselves out: another admin has to demote or cancel them.
    if (actor.id === target.id && request.role === 'user') {
      throw new AppError(ErrorCode.Forbidden, IdentityMessages.cannotRemoveOwnAdminRole, {
        role: IdentityMessages.cannotRemoveOwnAdminRole,
      });
    }
    if (actor.id === target.id && request.status === 'cancelled') {
      throw new AppError(ErrorCode.Forbidden, IdentityMessages.cannotCancelOwnAccount, {
        status: IdentityMessages.cannotCancelOwnAccount,
      });
    }
    const changed = await this.transactions.run(async (tx) => {
      // Read under the row lock: two admins changing one account at once each see the other's change.
      const before = await this.users.lockAccess(tx, target.id);
      if (!before) return null;
      const after = await this.users.updateAccount(
        tx,
        target.id,
        { status: request.status, role: request.role },
        actor.id,
      );
      return {
        before,
        revokedSessionIds: changeEndsSessions(before, after)
          ? await this.sessions.revokeAllOfUser(tx, target.id)
          : [],
        profile: await this.profiles.findInTx(tx, target.id),
        billing: await this.billingCopies.find(target.id, tx),
      };
    });
    if (!changed?.profile) throw userNotFound();
    const { before, profile, billing, revokedSessionIds } = changed;
    // The record of who granted or removed a role, or changed a status.
    this.logger.info(
      {
        actorId: actor.id,
        userId: target.id,
        role: { from: before.role, to: profile.user.role },
        status: { from: before.status, to: profile.user.status },
        sessionsEnded: revokedSessionIds.length,
      },
      'user account updated by admin',
    );
    return { ...toAdminUserDetail(profile, billing), revokedSessionIds };
  }

  /** The gateway checks the role too, but roles are identity's: every admin call is checked here. */
  private async requireAdmin(actorId: string) {
    const actor = await this.users.findById(actorId);
    if (!actor || !isActiveAdmin(actor)) {
      throw new AppError(ErrorCode.Forbidden, IdentityMessages.forbidden);
    }
    return actor;
  }
}
