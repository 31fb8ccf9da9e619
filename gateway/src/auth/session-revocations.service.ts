import { Inject, Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { REDIS } from '../common/infra/infra.providers.js';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { GatewayMessages } from '../common/gateway.messages.js';

/**
 * Access tokens are stateless and live a few minutes; a session ended before that (logout,
 * password change or reset, theft detection, an account cancelled or an admin demoted by staff) is
 * listed here until its last access token has expired. The role inside a token that is not listed
 * is trusted (AdminGuard, JobActors): identity ends the sessions of every change that takes a role
 * or the account away.
 */
@Injectable()
export class SessionRevocations {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Lists sessions identity has already ended. Never throws: the change that ended them is done
   * and must be answered as done (a logout must still clear the cookies). When Redis fails, the
   * access tokens still out stay usable until they expire; that loss is logged as an error, with
   * the session ids so they can be revoked by hand, and `false` is returned.
   */
  async revoke(sessionIds: readonly string[], reason: string): Promise<boolean> {
    if (sessionIds.length === 0) return true;
    try {
      const pipeline = this.redis.multi();
      for (const id of sessionIds) pipeline.set(key(id), '1', 'EX', this.config.ACCESS_TOKEN_TTL_SECONDS);
      const results = await pipeline.exec();
      const failed = results?.find(([error]) => error)?.[0];
      if (!results || failed) throw failed ?? new Error('transaction discarded');
      return true;
    } catch (error) {
      this.logger.error(
        {
          sessionIds,
          reason,
          err: error instanceof Error ? error.message : String(error),
          accessTokensValidForSeconds: this.config.ACCESS_TOKEN_TTL_SECONDS,
        },
        'session revocation lost (Redis unavailable): access tokens of the ended sessions work until they expire',
      );
      return false;
    }
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    try {
      return (await this.redis.exists(key(sessionId))) === 1;
    } catch {
      // Without Redis we cannot tell: refuse rather than honour a possibly revoked session.
      throw new AppError(ErrorCode.ServiceUnavailable, GatewayMessages.serviceUnavailable);
    }
  }
}

const key = (sessionId: string) => `session:revoked:${sessionId}`;
