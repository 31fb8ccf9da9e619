import { Module } from '@nestjs/common';
import { rpcClientProviders } from '@hirerelay/nest-common';
import { BillingQuotaClient } from './billing-quota.client.js';
import { IdentityDraftingClient } from './identity-drafting.client.js';

/** Other services' clients (billing's quota ledger, identity's drafting facts), over one `RpcClient` connection closed at shutdown. */
@Module({
  providers: [...rpcClientProviders('jobs'), BillingQuotaClient, IdentityDraftingClient],
  exports: [BillingQuotaClient, IdentityDraftingClient],
})
export class ClientsModule {}
