import { Inject } from '@nestjs/common';
import {
  TeamFiguresRpc,
  UserContactsRpc,
  ZTeamFiguresView,
  type TTeamFiguresView,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { StaffController } from '../auth/staff-controller.decorator.js';
import { GATEWAY_LOGGER } from '../common/infra/infra.providers.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';

/** A decoration: a slow identity costs staff the names, never the figures. */
const NAMES_TIMEOUT_MS = 1_000;
/** UserContactsRpc's most ids per request. */
const MAX_NAMES = 200;

/**
 * The team figures (`/dashboard/team`): jobs computes them, identity names the staff members (one
 * batched request; unknown or unanswered names are null). Staff only.
 */
@StaffController('api/team', 'jobs')
export class TeamFiguresController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {}

  @JsonRoute('GET', 'figures', 'getTeamFigures', {
    summary:
      'Staff: today, 7 and 30 days: applications per staff member, time to Applied and share on time per plan; overdue and waiting for details now',
    reply: ZTeamFiguresView,
    errors: [401, 403, 503],
  })
  async figures(@CurrentUser() admin: AuthUser): Promise<TTeamFiguresView> {
    const figures = await this.rpc.request(TeamFiguresRpc, {
      actor: { userId: admin.userId, role: 'admin' },
    });
    const staffIds = [
      ...new Set(
        figures.periods.flatMap((period) =>
          period.perStaff.flatMap((row) => (row.staffId ? [row.staffId] : [])),
        ),
      ),
    ].slice(0, MAX_NAMES);
    const names = new Map<string, string>();
    if (staffIds.length > 0) {
      try {
        const { users } = await this.rpc.request(
          UserContactsRpc,
          { actorId: admin.userId, userIds: staffIds },
          { timeoutMs: NAMES_TIMEOUT_MS },
        );
        for (const user of users) names.set(user.id, user.fullName ?? user.email);
      } catch (error) {
        this.logger.warn({ err: error }, 'team figures: staff names unavailable, shown by id');
      }
    }
    return {
      ...figures,
      periods: figures.periods.map((period) => ({
        ...period,
        perStaff: period.perStaff.map((row) => ({
          ...row,
          name: row.staffId ? (names.get(row.staffId) ?? null) : null,
        })),
      })),
    };
  }
}
