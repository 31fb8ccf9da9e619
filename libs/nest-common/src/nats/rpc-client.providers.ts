import { Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { SERVICE_CONFIG } from '../bootstrap/tokens.js';
import type { TServiceEnv } from '../config/load-config.js';
import { RpcClient } from './rpc-client.js';

@Injectable()
class RpcClientLifecycle implements OnApplicationShutdown {
  constructor(private readonly rpc: RpcClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rpc.close();
  }
}

/**
 * What a service's `clients/` module needs to ask other services: one `RpcClient` connection named
 * after the service, closed at shutdown. List these among the module's providers.
 */
export function rpcClientProviders(serviceName: string): Provider[] {
  return [
    {
      provide: RpcClient,
      inject: [SERVICE_CONFIG],
      useFactory: (config: TServiceEnv) => RpcClient.connect(config.NATS_URL, serviceName),
    },
    RpcClientLifecycle,
  ];
}
