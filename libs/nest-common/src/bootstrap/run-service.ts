import { Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NatsConnection } from '@nats-io/transport-node';
import type { TServiceName } from '@hirerelay/contracts';
import type { z } from 'zod';
import { ConfigError, loadConfig, ZServiceEnv, type TServiceEnv } from '../config/load-config.js';
import type { TransactionalDb } from '../events/sql.js';
import { startInternalHealth } from '../health/internal-health.js';
import { createLogger, PinoNestLogger } from '../logging/logger.js';
import { exitWhenConnectionCloses, markShuttingDown, rpcServerOptions } from '../nats/nats-options.js';
import { RpcEdgeInterceptor } from '../nats/rpc-edge.interceptor.js';
import { RpcServer } from '../nats/rpc-server.js';
import { ServiceCoreModule } from './service-core.module.js';
import { DATABASE } from './tokens.js';

/**
 * A service's config schema: any zod schema whose output holds the common service settings. Only
 * the output is constrained; the input is whatever the schema declares (`z.coerce` declares
 * `unknown`), since `loadConfig` always hands it the environment's strings.
 */
export type ServiceConfigSchema = z.ZodType<TServiceEnv, unknown>;

export interface ServiceDefinition<Schema extends ServiceConfigSchema> {
  name: TServiceName;
  rootModule: Type<unknown>;
  /** The service's own database client (its generated Prisma client with the pg adapter). */
  createDatabase(databaseUrl: string): TransactionalDb;
  /** The service's own settings (`config/env.ts`); the common ones (`ZServiceEnv`) when left out. */
  configSchema?: Schema;
}

/**
 * Starts one service: validates its config (exiting with every problem named), connects it to
 * NATS with its queue group (reconnecting for ever; exiting if the connection ever closes for
 * good, so a supervisor restarts it), and shuts it down cleanly on SIGTERM/SIGINT: first not ready
 * (its internal port's /readyz, when INTERNAL_PORT is set), then drained, then gone.
 */
export async function runService<Schema extends ServiceConfigSchema = typeof ZServiceEnv>(
  definition: ServiceDefinition<Schema>,
): Promise<void> {
  const logger = createLogger(definition.name);
  let config: TServiceEnv;
  try {
    config = loadConfig(definition.name, definition.configSchema ?? ZServiceEnv);
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.fatal({ problems: error.problems }, 'invalid configuration');
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  logger.level = config.LOG_LEVEL;
  // Before Nest: /livez answers during start-up, and the signal handlers run before Nest's.
  const readiness = await startInternalHealth(config, logger);

  @Module({
    imports: [
      ServiceCoreModule.forService({
        name: definition.name,
        config,
        logger,
        database: definition.createDatabase(config.DATABASE_URL),
      }),
      definition.rootModule,
    ],
  })
  class ServiceRootModule {}

  const app = await NestFactory.createMicroservice(ServiceRootModule, {
    strategy: new RpcServer(rpcServerOptions(definition.name, config.NATS_URL)),
    logger: new PinoNestLogger(logger),
  });
  app.useGlobalInterceptors(new RpcEdgeInterceptor(logger));
  // Nest closes the NATS server connection before any shutdown hook runs: flag the stop first.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, markShuttingDown);
  // Drained and closed: exit 0 (and pino's lines flushed), not killed again by the signal; a
  // failed shutdown exits 1. What an orchestrator reads from a replica it stopped.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  await app.listen();
  const rpcConnection = app.unwrap<NatsConnection>();
  exitWhenConnectionCloses(rpcConnection, logger, definition.name);
  // Ready when it can take requests: its NATS connection and its database answer (as its health
  // handler asks them), and it is not draining.
  const database = app.get<TransactionalDb>(DATABASE, { strict: false });
  readiness.started({
    database: () => database.$queryRawUnsafe('SELECT 1'),
    nats: () => rpcConnection.rtt(),
  });
  // The Node it runs on, for operators and for the test that the apps run on the project's Node.
  logger.info({ queue: definition.name, node: process.version }, 'service ready');
}
