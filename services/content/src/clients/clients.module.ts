import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RpcClient, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { TContentEnv } from '../config/env.js';
import { IdentityUsersClient } from './identity-users.client.js';

@Injectable()
class RpcClientLifecycle implements OnApplicationShutdown {
  constructor(private readonly rpc: RpcClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
  }
}

/**
 * Other services' clients: what content needs to know from them, asked over NATS (never read from
 * their tables). One `RpcClient` connection, closed at shutdown.
 */
@Module({
  providers: [
    {
      provide: RpcClient,
      inject: [SERVICE_CONFIG],
      useFactory: (config: TContentEnv) => RpcClient.connect(config.NATS_URL, 'content'),
    },
    RpcClientLifecycle,
    IdentityUsersClient,
  ],
  exports: [IdentityUsersClient],
})
export class ClientsModule {}
