import { Module } from '@nestjs/common';
import { rpcClientProviders } from '@hirerelay/nest-common';
import { IdentityUsersClient } from './identity-users.client.js';

/**
 * Other services' clients: what content needs to know from them, asked over NATS (never read from
 * their tables). One `RpcClient` connection, closed at shutdown.
 */
@Module({
  providers: [...rpcClientProviders('content'), IdentityUsersClient],
  exports: [IdentityUsersClient],
})
export class ClientsModule {}
