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
  stopTracing,
} from '@hirerelay/nest-common';
import { createClient } from 'redis';
import type { Logger } from 'pino';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../../config/env.js';

/** The gateway's structured logger (the same pino instance Nest logs through). */
export const GATEWAY_LOGGER = Symbol('GATEWAY_LOGGER');
export const NATS = Symbol('NATS');
export const REDIS = Symbol('REDIS');
export const OBJECT_STORE = Symbol('OBJECT_STORE');

/**
 * The gateway's Redis connection (node-redis). No offline queue: while Redis is down, calls fail at
 * once instead of piling up. It reconnects on its own, forever, 50 ms to 2 s apart, also when Redis
 * is down at start: the gateway starts without it (its checks answer 503 meanwhile).
 */
export function connectRedis(url: string): RedisClient {
  const client = newRedisClient(url);
  watchRedis(client);
  return client;
}

const newRedisClient = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries: number) => Math.min((retries + 1) * 50, 2000) },
  });

export type RedisClient = ReturnType<typeof newRedisClient>;

/**
 * Opens the connection in the background. Each failed attempt comes as an `error` event (the
 * caller sees Redis down in its calls and in health): listened to, or it would end the process.
 */
export function watchRedis(client: RedisClient): void {
  client.on('error', () => undefined);
  client.connect().catch(() => undefined);
}

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
    useFactory: (config: TGatewayEnv) => connectRedis(config.REDIS_URL),
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
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  beforeApplicationShutdown(): void {
    markShuttingDown();
  }

  async onApplicationShutdown(): Promise<void> {
    // Redis: pending calls answered, then the connection closed (and no more reconnecting).
    await Promise.allSettled([this.rpc.close(), this.nats.drain(), this.redis.close()]);
    this.store.client.destroy();
    // The spans still buffered (tracing on).
    await stopTracing();
  }
}
