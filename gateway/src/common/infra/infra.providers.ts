import { HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  createS3Client,
  exitWhenConnectionCloses,
  markShuttingDown,
  natsConnectionOptions,
  RpcClient,
} from '@hirerelay/nest-common';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../../config/env.js';

/** The gateway's structured logger (the same pino instance Nest logs through). */
export const GATEWAY_LOGGER = Symbol('GATEWAY_LOGGER');
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
    // The request client above reconnects on its own (Nest's ClientNats); this raw connection
    // follows the same policy and ends the process if it ever closes for good.
    provide: NATS,
    inject: [GATEWAY_CONFIG, GATEWAY_LOGGER],
    useFactory: async (config: TGatewayEnv, logger: Logger) => {
      const nc = await connect(natsConnectionOptions(config.NATS_URL, 'gateway-health'));
      exitWhenConnectionCloses(nc, logger, 'gateway-health');
      return nc;
    },
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
      const client = createS3Client(config);
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
export class InfraLifecycle implements BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(NATS) private readonly nats: NatsConnection,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  beforeApplicationShutdown(): void {
    markShuttingDown();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.rpc.close(), this.nats.drain(), this.redis.quit()]);
    this.store.client.destroy();
  }
}
