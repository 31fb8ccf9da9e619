import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RpcClient, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { TJobsEnv } from '../config/env.js';
import { BillingQuotaClient } from './billing-quota.client.js';

@Injectable()
class RpcClientLifecycle implements OnApplicationShutdown {
  constructor(private readonly rpc: RpcClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
  }
}

/** Other services' clients (billing's quota ledger), over one `RpcClient` connection closed at shutdown. */
@Module({
  providers: [
    {
      provide: RpcClient,
      inject: [SERVICE_CONFIG],
      useFactory: (config: TJobsEnv) => RpcClient.connect(config.NATS_URL, 'jobs'),
    },
    RpcClientLifecycle,
    BillingQuotaClient,
  ],
  exports: [BillingQuotaClient],
})
export class ClientsModule {}
