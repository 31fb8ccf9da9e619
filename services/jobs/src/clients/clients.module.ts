import { Module } from '@nestjs/common';
import { rpcClientProviders } from '@hirerelay/nest-common';
import { BillingQuotaClient } from './billing-quota.client.js';

/** Other services' clients (billing's quota ledger), over one `RpcClient` connection closed at shutdown. */
@Module({
  providers: [...rpcClientProviders('jobs'), BillingQuotaClient],
  exports: [BillingQuotaClient],
})
export class ClientsModule {}
