import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Inject, Injectable, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { RpcClient } from '@hirerelay/nest-common';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../../config/env.js';

export const NATS = Symbol('NATS');
export const REDIS = Symbol('REDIS');
export const OBJECT_STORE = Symbol('OBJECT_STORE');

export interface ObjectStore {
  client: S3Client;
  bucket: string;
  /** Cheap reachability check: the bucket answers a HEAD request. */
  ping(): Promise<void>;
}

export const infraProviders: Provider[] = [
  {
    provide: RpcClient,
    inject: [GATEWAY_CONFIG],
    useFactory: (config: TGatewayEnv) => RpcClient.connect(config.NATS_URL, 'gateway', config.RPC_TIMEOUT_MS),
  },
  {
    provide: NATS,
    inject: [GATEWAY_CONFIG],
    useFactory: (config: TGatewayEnv) => connect({ servers: config.NATS_URL, name: 'gateway-health' }),
  },
  {
    provide: REDIS,
    inject: [GATEWAY_CONFIG],
    // No offline queue: while Redis is down, calls fail at once instead of piling up.
    useFactory: (config: TGatewayEnv) =>
      new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }),
  },
  {
    provide: OBJECT_STORE,
    inject: [GATEWAY_CONFIG],
    useFactory: (config: TGatewayEnv): ObjectStore => {
      const client = new S3Client({
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        forcePathStyle: true,
        credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
        // s3rver (local) stores aws-chunked framing inside objects unless checksums are opt-in.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return {
        client,
        bucket: config.S3_BUCKET,
        ping: async () => {
          await client.send(new HeadBucketCommand({ Bucket: config.S3_BUCKET }));
        },
      };
    },
  },
];

@Injectable()
export class InfraLifecycle implements OnApplicationShutdown {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(NATS) private readonly nats: NatsConnection,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.rpc.close(), this.nats.drain(), this.redis.quit()]);
    this.store.client.destroy();
  }
}
