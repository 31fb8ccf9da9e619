import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  HEALTH_PARTS,
  HealthContracts,
  SERVICE_NAMES,
  type THealthPart,
  type TPartHealth,
  type TServiceHealthReply,
  type TSystemHealth,
} from '@hirerelay/contracts';
import { RpcClient } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { GATEWAY_LOGGER } from '../common/infra/infra.providers.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import {
  NATS,
  OBJECT_STORE,
  REDIS,
  type ObjectStore,
  type RedisClient,
} from '../common/infra/infra.providers.js';
import { JobEventsFeed } from '../events/job-events.feed.js';
import { SingleFlightCache } from './single-flight-cache.util.js';

/**
 * Asks every part of the system how it is, all at once and each with a deadline, so one hung part
 * makes the answer "down" rather than slow. The gateway owns no database: Postgres is judged by
 * what the services report about their own databases. The answer is public, so it says only
 * what is down; the reasons (addresses, subjects, driver errors) go to the log. `liveEvents` is this
 * replica's own reading of the job events (JobEventsFeed), asked from memory.
 *
 * The answer is shared for HEALTH_CACHE_MS, with one check in flight at a time: a burst of calls
 * (every open page polls it) costs one fan-out, not one per call.
 */
@Injectable()
export class HealthService {
  private readonly cache: SingleFlightCache<TSystemHealth>;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(NATS) private readonly nats: NatsConnection,
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
    private readonly liveEvents: JobEventsFeed,
  ) {
    this.cache = new SingleFlightCache(config.HEALTH_CACHE_MS);
  }

  check(): Promise<TSystemHealth> {
    return this.cache.get(() => this.checkEveryPart());
  }

  private async checkEveryPart(): Promise<TSystemHealth> {
    const timeoutMs = this.config.HEALTH_TIMEOUT_MS;
    const [serviceReplies, nats, redis, objectStore] = await Promise.all([
      Promise.all(SERVICE_NAMES.map((name) => this.askService(name, timeoutMs))),
      this.probe('nats', () => this.nats.rtt(), timeoutMs),
      this.probe('redis', () => this.redis.ping(), timeoutMs),
      this.probe('objectStore', () => this.store.ping(), timeoutMs),
    ]);

    const parts = { gateway: { status: 'up' } } as Record<THealthPart, TPartHealth>;
    SERVICE_NAMES.forEach((name, index) => {
      parts[name] = serviceReplies[index]!.part;
    });
    parts.postgres = postgresFrom(serviceReplies.map((reply) => reply.reply));
    parts.nats = nats;
    parts.redis = redis;
    parts.objectStore = objectStore;
    // Counted like any other part (503): the feed recovers by itself, so a supervisor (which asks
    // /api/health/live) need not restart the gateway, but an operator must see live events stopped.
    parts.liveEvents = this.liveEvents.isConsuming()
      ? { status: 'up' }
      : { status: 'down', detail: 'not reading job events' };

    const down = HEALTH_PARTS.filter((part) => parts[part].status === 'down');
    return { status: down.length === 0 ? 'up' : 'down', down, parts };
  }

  private async askService(
    name: (typeof SERVICE_NAMES)[number],
    timeoutMs: number,
  ): Promise<{ part: TPartHealth; reply?: TServiceHealthReply }> {
    const started = performance.now();
    try {
      const reply = await this.rpc.request(HealthContracts[name], {}, { timeoutMs });
      const latencyMs = Math.round(performance.now() - started);
      const part: TPartHealth =
        reply.status === 'up'
          ? { status: 'up', latencyMs }
          : { status: 'down', latencyMs, detail: 'its database is not answering' };
      return { part, reply };
    } catch (error) {
      this.logger.warn({ err: error, part: name }, 'health check failed');
      return { part: { status: 'down', detail: 'not answering' } };
    }
  }

  private async probe(
    part: THealthPart,
    check: () => Promise<unknown>,
    timeoutMs: number,
  ): Promise<TPartHealth> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return { status: 'up', latencyMs: Math.round(performance.now() - started) };
    } catch (error) {
      this.logger.warn({ err: error, part }, 'health check failed');
      return { status: 'down', detail: 'not answering' };
    } finally {
      clearTimeout(timer);
    }
  }
}

function postgresFrom(replies: (TServiceHealthReply | undefined)[]): TPartHealth {
  const checks = replies.flatMap((reply) => (reply ? [reply.checks.database] : []));
  if (checks.length === 0) return { status: 'down', detail: 'no service could reach its database' };
  const failing = checks.find((check) => check.status === 'down');
  if (failing) return { status: 'down', detail: 'a service cannot reach its database' };
  return { status: 'up', latencyMs: Math.max(...checks.map((check) => check.latencyMs ?? 0)) };
}
