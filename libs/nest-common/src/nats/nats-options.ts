import { Transport, type NatsOptions } from '@nestjs/microservices';
import type { ConnectionOptions, NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { RpcReplySerializer } from './rpc-reply-serializer.js';

/** Wait between two reconnect attempts, plus up to RECONNECT_JITTER_MS so replicas do not knock at once. */
export const RECONNECT_WAIT_MS = 1_000;
export const RECONNECT_JITTER_MS = 500;

/**
 * The reconnect policy of every NATS connection in the system (services, the gateway's request
 * client and health connection, the outbox relay, the consumers). nats.js gives up after 10
 * attempts 2 s apart by default; a connection that gave up stays closed while the process lives
 * on, so a NATS outage of more than ~20 s used to leave the system unreachable for good. Here a
 * connection keeps trying for ever, once a second (a constant wait: the cap of the backoff), also
 * when NATS is not up yet at start.
 */
export function natsConnectionOptions(
  natsUrl: string,
  name: string,
): Pick<
  ConnectionOptions,
  'servers' | 'name' | 'maxReconnectAttempts' | 'reconnectTimeWait' | 'reconnectJitter' | 'waitOnFirstConnect'
> {
  return {
    servers: [natsUrl],
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: RECONNECT_WAIT_MS,
    reconnectJitter: RECONNECT_JITTER_MS,
    waitOnFirstConnect: true,
  };
}

/**
 * Every replica of a service joins the same queue group, so NATS hands each request to exactly one
 * of them. Graceful shutdown unsubscribes first so in-flight requests finish before the exit.
 */
export function natsServerOptions(
  service: string,
  natsUrl: string,
): NatsOptions & { options: RpcServerOptions } {
  return { transport: Transport.NATS, options: rpcServerOptions(service, natsUrl) };
}

type RpcServerOptions = NonNullable<NatsOptions['options']>;

/** The options of a service's NATS server (`RpcServer`): see `natsServerOptions`. */
export function rpcServerOptions(service: string, natsUrl: string): RpcServerOptions {
  return {
    ...natsConnectionOptions(natsUrl, service),
    queue: service,
    gracefulShutdown: true,
    gracePeriod: 2_000,
    serializer: new RpcReplySerializer(),
  };
}

let shuttingDown = false;

/** The process is stopping on purpose: connections that close from now on are expected to. */
export function markShuttingDown(): void {
  shuttingDown = true;
}

/**
 * A connection that closes while the process is not shutting down will never come back (nats.js
 * does not reopen a closed connection), so the process would live on unable to work. Exit instead,
 * with one fatal line, so the supervisor (`npm start`, systemd, Kubernetes) starts a fresh one.
 */
export function exitWhenConnectionCloses(
  nc: Pick<NatsConnection, 'closed'>,
  logger: Logger,
  connection: string,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  void nc.closed().then((error) => {
    if (shuttingDown) return;
    logger.fatal(
      { connection, err: error },
      'NATS connection closed for good; exiting so the supervisor restarts the process',
    );
    exit(1);
  });
}
