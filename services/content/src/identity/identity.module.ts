import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RpcClient, SERVICE_CONFIG, type TServiceEnv } from '@hirerelay/nest-common';
import { IdentityUsersClient } from './identity-users.client.js';

@Injectable()
class RpcClientLifecycle implements OnApplicationShutdown {
  constructor(private readonly rpc: RpcClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
  }
}

/** What content needs to know about users, asked of identity over NATS (never read from its tables). */
@Module({
  providers: [
    {
      provide: RpcClient,
      inject: [SERVICE_CONFIG],
      useFactory: (config: TServiceEnv) => RpcClient.connect(config.NATS_URL, 'content'),
    },
    RpcClientLifecycle,
    IdentityUsersClient,
  ],
  exports: [IdentityUsersClient],
})
export class IdentityModule {}
