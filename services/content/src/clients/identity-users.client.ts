import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ContentMessages,
  ErrorCode,
  LookupUsersRpc,
  type TUserSummary,
} from '@hirerelay/contracts';
import { isActiveAdmin } from '@hirerelay/domain';
import { LOGGER, RpcClient } from '@hirerelay/nest-common';
import type { Logger } from 'pino';

/**
 * Names only decorate a page, so the public blog waits for them briefly and then shows the posts
 * without them rather than hang on a slow identity.
 */
const NAMES_TIMEOUT_MS = 2_000;

/** An admin call's actor, checked, and the full names of the authors asked about (absent: unknown). */
export interface AdminCheck {
  actor: TUserSummary;
  names: ReadonlyMap<string, string | null>;
}

@Injectable()
export class IdentityUsersClient {
  private readonly logger: Logger;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'identity-users' });
  }

  /**
   * The one question an admin call asks identity: is the actor an active admin, and what are the
   * names of the given authors (one request for both). The gateway checks the role too, but roles
   * are identity's, so every admin call is checked with it here. Fails closed: when identity cannot
   * answer, the call fails with its SERVICE_UNAVAILABLE; a refusal is FORBIDDEN.
   */
  async requireAdmin(actorId: string, authorIds: readonly string[] = []): Promise<AdminCheck> {
    const userIds = [...new Set([actorId, ...authorIds])];
    const { users } = await this.rpc.request(LookupUsersRpc, { userIds });
    const actor = users.find((user) => user.id === actorId);
    if (!actor || !isActiveAdmin(actor)) throw new AppError(ErrorCode.Forbidden, ContentMessages.forbidden);
    return { actor, names: new Map(users.map((user) => [user.id, user.fullName])) };
  }

  /**
   * Full names by user id, in one request; ids identity does not know are absent. When identity
   * does not answer, the map is empty (and a warning logged): posts are still shown, without names.
   */
  async namesOf(userIds: readonly string[]): Promise<Map<string, string | null>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    try {
      const { users } = await this.rpc.request(
        LookupUsersRpc,
        { userIds: ids },
        { timeoutMs: NAMES_TIMEOUT_MS },
      );
      return new Map(users.map((user) => [user.id, user.fullName]));
    } catch (error) {
      this.logger.warn({ err: error, userIds: ids.length }, 'author names unavailable; shown without them');
      return new Map();
    }
  }
}
