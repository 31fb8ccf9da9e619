import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { InfraLifecycle, infraProviders } from './common/infra/infra.providers.js';
import { GATEWAY_LOGGER } from './common/tokens.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from './config/env.js';
import { HealthController } from './health/health.controller.js';
import { HealthService } from './health/health.service.js';
import { SpaFallbackController } from './web/serve-web.js';

@Module({})
export class AppModule {
  static forRoot(config: TGatewayEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      // The SPA fallback must be registered last so it never shadows an API route.
      controllers: [HealthController, ...(config.WEB_DIST_DIR ? [SpaFallbackController] : [])],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: GATEWAY_LOGGER, useValue: logger },
        ...infraProviders,
        InfraLifecycle,
        HealthService,
      ],
    };
  }
}
