import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { Logger } from 'pino';
import { REDIS, type RedisClient, watchRedis } from '../common/infra/infra.providers.js';
import { GATEWAY_LOGGER } from '../common/infra/infra.providers.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { GatewayMessages } from '../common/gateway.messages.js';
import { RevocationCache } from './revocation-cache.util.js';

const KEY_PREFIX = 'session:revoked:';
/** Carries the ids of every revocation (a JSON array), published in the same transaction as the keys. */
export const REVOCATIONS_CHANNEL = 'session:revoked';
const PRUNE_INTERVAL_MS = 60_000;
const RELOAD_RETRY_MS = 1_000;
/**
 * While warm, the subscriber connection is asked for a PING this often and must answer within
 * HEARTBEAT_TIMEOUT_MS. A connection that died without a word (a NAT or firewall dropping it, Redis
 * failed over) raises no `close` until TCP gives up, minutes later, and meanwhile the copy would
 * silently miss revocations; a missed answer drops the connection, so the checks go to Redis until
 * a new connection, subscription and full read make the copy warm again.
 */
export const HEARTBEAT_INTERVAL_MS = 5_000;
export const HEARTBEAT_TIMEOUT_MS = 2_000;

/**
 * Access tokens are stateless and live a few minutes; a session ended before that (logout,
 * password change or reset, theft detection, an account cancelled or an admin demoted by staff) is
 * listed here until its last access token has expired. The role inside a token that is not listed
 * is trusted (AdminGuard, jobActorOf): identity ends the sessions of every change that takes a role
 * or the account away.
 *
 * Redis holds the listing (keys with a TTL, shared by every replica); each replica answers
 * `isRevoked` from its own copy (RevocationCache) so a request costs no Redis round trip. The copy
 * is fed by a dedicated subscriber connection: on every (re)connection it subscribes first, then
 * reads every key (SCAN), and only then answers; until then, and whenever that connection is lost,
 * each check asks Redis as before. The replica that revokes refuses the sessions at once; the others
 * within the pub/sub delay (milliseconds).
 */
@Injectable()
export class SessionRevocations implements OnModuleInit, OnApplicationShutdown {
  private readonly cache: RevocationCache;
  private subscriber: RedisClient | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  /** Bumped when the subscription drops, so a read that started before it is not trusted. */
  private generation = 0;
  private readonly revokedListeners = new Set<(sessionIds: readonly string[]) => void>();

  constructor(
    @Inject(REDIS) private readonly redis: RedisClient,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {
    this.cache = new RevocationCache();
  }

  onModuleInit(): void {
    this.openSubscriber();
    this.pruneTimer = setInterval(() => this.cache.prune(), PRUNE_INTERVAL_MS).unref();
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), HEARTBEAT_INTERVAL_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.pruneTimer);
    clearInterval(this.heartbeatTimer);
    this.generation += 1;
    this.dropSubscriber();
  }

  /**
   * A connection of its own for the feed, with the main client's options (no offline queue,
   * reconnects on its own). On every connection (`ready`) the listing is read again: node-redis has
   * renewed the subscription before it says `ready`, so nothing published meanwhile is missed.
   */
  private openSubscriber(): void {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('ready', () => void this.warmUp(subscriber));
    // A lost connection: node-redis tries again on its own, and says so.
    subscriber.on('reconnecting', () => this.coolDown());
    watchRedis(subscriber);
  }

  /** Closes the feed's connection: nothing to flush on it, and it may be reconnecting. */
  private dropSubscriber(): void {
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    subscriber?.removeAllListeners('ready');
    subscriber?.removeAllListeners('reconnecting');
    subscriber?.destroy();
  }

  /** A new connection means a new subscription and a new read. */
  private reconnectSubscriber(): void {
    this.coolDown();
    this.dropSubscriber();
    this.openSubscriber();
  }

  /**
   * Lists sessions identity has already ended. Never throws: the change that ended them is done
   * and must be answered as done (a logout must still clear the cookies). When Redis fails, the
   * access tokens still out stay usable until they expire (on this replica too once the listing
   * expires here; on the others at once); that loss is logged as an error, with the session ids so
   * they can be revoked by hand, and `false` is returned.
   */
  async revoke(sessionIds: readonly string[], reason: string): Promise<boolean> {
    if (sessionIds.length === 0) return true;
    this.list(sessionIds, this.ttlMs);
    try {
      const transaction = this.redis.multi();
      for (const id of sessionIds)
        transaction.set(key(id), '1', { EX: this.config.ACCESS_TOKEN_TTL_SECONDS });
      transaction.publish(REVOCATIONS_CHANNEL, JSON.stringify(sessionIds));
      // Throws when the transaction failed or any of its commands did.
      await transaction.exec();
      return true;
    } catch (error) {
      this.logger.error(
        {
          sessionIds,
          reason,
          err: error instanceof Error ? error.message : String(error),
          accessTokensValidForSeconds: this.config.ACCESS_TOKEN_TTL_SECONDS,
        },
        'session revocation lost (Redis unavailable): access tokens of the ended sessions work until they expire',
      );
      return false;
    }
  }

  /**
   * Calls `listener` with the ids of sessions this replica learns are ended: its own revocations,
   * the other replicas' (pub/sub) and those found when the listing is read again after the
   * subscriber reconnected (an id may come more than once). Open event streams end with their
   * session this way. Returns the unsubscribe.
   */
  onRevoked(listener: (sessionIds: readonly string[]) => void): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    const known = this.cache.lookup(sessionId);
    if (known !== undefined) return known;
    try {
      return (await this.redis.exists(key(sessionId))) === 1;
    } catch {
      // Without Redis we cannot tell: refuse rather than honour a possibly revoked session.
      throw new AppError(ErrorCode.ServiceUnavailable, GatewayMessages.serviceUnavailable);
    }
  }

  private list(sessionIds: readonly string[], ttlMs: number): void {
    this.cache.add(sessionIds, ttlMs);
    this.announce(sessionIds);
  }

  private announce(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    for (const listener of this.revokedListeners) {
      try {
        listener(sessionIds);
      } catch (error) {
        this.logger.error({ err: error }, 'session revocations: a listener failed');
      }
    }
  }

  private get ttlMs(): number {
    return this.config.ACCESS_TOKEN_TTL_SECONDS * 1000;
  }

  private coolDown(): void {
    this.generation += 1;
    if (this.cache.isWarm())
      this.logger.warn('session revocations: subscriber lost, checking Redis per request');
    this.cache.markCold();
  }

  /** A warm copy's connection must answer a PING in time, else it is replaced (see HEARTBEAT_INTERVAL_MS). */
  private async heartbeat(): Promise<void> {
    const subscriber = this.subscriber;
    if (!subscriber || !this.cache.isWarm()) return;
    const generation = this.generation;
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<'silent'>((resolve) => {
      timer = setTimeout(() => resolve('silent'), HEARTBEAT_TIMEOUT_MS);
    });
    const answer = await Promise.race([subscriber.ping().catch(() => 'failed' as const), silence]);
    clearTimeout(timer);
    if (answer !== 'silent' && answer !== 'failed') return;
    if (generation !== this.generation) return;
    this.logger.warn({ answer }, 'session revocations: subscriber did not answer a PING, reconnecting');
    this.reconnectSubscriber();
  }

  /** Subscribe, then read every listing, then answer from memory (messages in between are kept). */
  private async warmUp(subscriber: RedisClient): Promise<void> {
    const generation = this.generation;
    try {
      // Once per connection object: node-redis subscribes again by itself after reconnecting.
      if (!subscriber.isPubSubActive) {
        await subscriber.subscribe(REVOCATIONS_CHANNEL, (payload) =>
          this.list(parseIds(payload), this.ttlMs),
        );
      }
      await this.loadListings(generation);
      if (generation !== this.generation) return;
      this.cache.markWarm();
      this.logger.info({ listed: this.cache.size }, 'session revocations: answering from memory');
    } catch (error) {
      if (generation !== this.generation) return;
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'session revocations: reading the listing failed, reconnecting',
      );
      setTimeout(() => {
        if (generation === this.generation && subscriber === this.subscriber) this.reconnectSubscriber();
      }, RELOAD_RETRY_MS).unref();
    }
  }

  private async loadListings(generation: number): Promise<void> {
    let cursor = '0';
    do {
      const page = await this.redis.scan(cursor, { MATCH: `${KEY_PREFIX}*`, COUNT: 1000 });
      cursor = String(page.cursor);
      const keys = page.keys.map(String);
      if (keys.length === 0) continue;
      const pipeline = this.redis.multi();
      for (const k of keys) pipeline.pTTL(k);
      // Throws when any of them failed.
      const ttls = (await pipeline.execAsPipeline()) as unknown[];
      if (generation !== this.generation) return;
      const found: string[] = [];
      keys.forEach((k, i) => {
        const ttl = ttls[i];
        // -2: expired meanwhile; -1: no TTL (set by hand), kept for a token lifetime.
        if (typeof ttl !== 'number' || ttl === -2) return;
        const id = k.slice(KEY_PREFIX.length);
        this.cache.add([id], ttl === -1 ? this.ttlMs : ttl);
        found.push(id);
      });
      // Revocations published while the subscriber was away reach the listeners here.
      this.announce(found);
    } while (cursor !== '0');
  }
}

const key = (sessionId: string) => `${KEY_PREFIX}${sessionId}`;

const parseIds = (payload: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};
