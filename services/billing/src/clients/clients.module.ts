import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { TBillingEnv } from '../config/env.js';
import { createStripeClient, STRIPE } from './stripe.client.js';

/** Provides `STRIPE` from the service's settings; a service test replaces it (`replace`). */
@Module({
  providers: [
    {
      provide: STRIPE,
      inject: [SERVICE_CONFIG],
      useFactory: (config: TBillingEnv) => createStripeClient(config),
    },
  ],
  exports: [STRIPE],
})
export class ClientsModule {}
