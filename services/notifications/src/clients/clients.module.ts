import { Module } from '@nestjs/common';
import { rpcClientProviders } from '@hirerelay/nest-common';
import { IdentityTextToApplyClient } from './identity-text-to-apply.client.js';
import { IdentityUsersClient } from './identity-users.client.js';
import { JobsImportClient } from './jobs-import.client.js';

/**
 * Other services' clients (identity: whom an e-mail or a text goes to; jobs: imports by text), over
 * one `RpcClient` connection.
 */
@Module({
  providers: [
    ...rpcClientProviders('notifications'),
    IdentityUsersClient,
    IdentityTextToApplyClient,
    JobsImportClient,
  ],
  exports: [IdentityUsersClient, IdentityTextToApplyClient, JobsImportClient],
})
export class ClientsModule {}
