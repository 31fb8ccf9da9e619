import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { InfraLifecycle, infraProviders, NATS, OBJECT_STORE, REDIS } from './infra/infra.providers.js';
import { RpcClient } from '@hirerelay/nest-common';
import { CsrfTokens } from './security/csrf-tokens.service.js';
import { RateLimiter } from './security/rate-limit.service.js';
import { GATEWAY_LOGGER } from './infra/infra.providers.js';

/**
 * What every area uses, made once: the validated settings, the logger, the connections (NATS
 * request client and raw connection, Redis, the object store) with their shutdown, the CSRF
 * tokens and the Redis rate limiter. Global, like a config module: areas do not import it.
 */
@Global()
@Module({})
export class CommonModule {
  static forRoot(config: TGatewayEnv, logger: Logger): DynamicModule {
    return {
      module: CommonModule,
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: GATEWAY_LOGGER, useValue: logger },
        ...infraProviders,
        InfraLifecycle,
        { provide: CsrfTokens, useValue: new CsrfTokens(config.JWT_SECRET) },
        RateLimiter,
      ],
      exports: [
        GATEWAY_CONFIG,
        GATEWAY_LOGGER,
        RpcClient,
        NATS,
        REDIS,
        OBJECT_STORE,
        CsrfTokens,
        RateLimiter,
      ],
    };
  }
}
