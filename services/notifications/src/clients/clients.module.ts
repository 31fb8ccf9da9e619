import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RpcClient, SERVICE_CONFIG } from '@hirerelay/nest-common';
import type { TNotificationsEnv } from '../config/env.js';
import { IdentityUsersClient } from './identity-users.client.js';

@Injectable()
class RpcClientLifecycle implements OnApplicationShutdown {
  constructor(private readonly rpc: RpcClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
  }
}

/** Other services' clients (identity: whom an e-mail goes to). One `RpcClient`, closed at shutdown. */
@Module({
  providers: [
    {
      provide: RpcClient,
      inject: [SERVICE_CONFIG],
      useFactory: (config: TNotificationsEnv) => RpcClient.connect(config.NATS_URL, 'notifications'),
    },
    RpcClientLifecycle,
    IdentityUsersClient,
  ],
  exports: [IdentityUsersClient],
})
export class ClientsModule {}
