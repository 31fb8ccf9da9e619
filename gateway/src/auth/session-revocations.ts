import { Inject, Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { Redis } from 'ioredis';
import { REDIS } from '../common/infra/infra.providers.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';

/**
 * Access tokens are stateless and live a few minutes; a session ended before that (logout,
 * password change or reset) is listed here until its last access token has expired.
 */
@Injectable()
export class SessionRevocations {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  async revoke(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const pipeline = this.redis.multi();
    for (const id of sessionIds) pipeline.set(key(id), '1', 'EX', this.config.ACCESS_TOKEN_TTL_SECONDS);
    await pipeline.exec();
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    try {
      return (await this.redis.exists(key(sessionId))) === 1;
    } catch {
      // Without Redis we cannot tell: refuse rather than honour a possibly revoked session.
      throw new AppError(ErrorCode.ServiceUnavailable, 'Service temporarily unavailable');
    }
  }
}

const key = (sessionId: string) => `session:revoked:${sessionId}`;
