import { Module } from '@nestjs/common';
import { rpcClientProviders } from '@hirerelay/nest-common';
import { IdentityUsersClient } from './identity-users.client.js';

/** Other services' clients (identity: whom an e-mail goes to), over one `RpcClient` connection. */
@Module({
  providers: [...rpcClientProviders('notifications'), IdentityUsersClient],
  exports: [IdentityUsersClient],
})
export class ClientsModule {}
