import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import {
  forwardRef,
  Global,
  Module,
  type DynamicModule,
  type ForwardReference,
  type INestApplicationContext,
  type Provider,
  type Type,
  type ValueProvider,
} from '@nestjs/common';
import { GLOBAL_MODULE_METADATA, MODULE_METADATA } from '@nestjs/common/constants.js';
import { NestFactory } from '@nestjs/core';
import {
  DATABASE,
  eventConsumerToken,
  LOGGER,
  OUTBOX_RELAY,
  SERVICE_CONFIG,
  type TransactionalDb,
  type TServiceEnv,
} from '@hirerelay/nest-common';
import { databaseName } from '@hirerelay/local-infra/system';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import type { z } from 'zod';
import './vitest-context.js';

/**
 * The service tier: one service's Nest module built in this process against a database of the test
 * file's own (a copy of the migrated one), with no NATS. Tests call its services and handlers
 * directly, so a rule is checked in milliseconds; the wire (subjects, validation at the edge,
 * events on JetStream) stays with the process-level integration tests.
 */
export interface ServiceModuleOptions<Env extends TServiceEnv, Db extends TransactionalDb> {
  /** The service's name: its migrated database `hirerelay_<service>` is the template. */
  service: string;
  /** `postgresql://…` of the server the global setup started (default `inject('backing').POSTGRES_URL`). */
  postgresUrl?: string;
  /** The service's root module (its app.module), as `runService` gets it. */
  rootModule: Type<unknown>;
  /** The service's own database client factory (its database.ts). */
  createDatabase(databaseUrl: string): Db;
  /** The service's real config schema, so defaults and limits are those of production. */
  configSchema: z.ZodType<Env>;
  /** Settings on top of the required ones (environment strings, as in production). */
  env?: Record<string, string>;
  /**
   * Stand-ins for providers that would leave the process (another service's client), swapped in
   * wherever in the module tree they are declared; a module that exports only replaced tokens
   * keeps only the stand-ins.
   */
  replace?: ValueProvider[];
}

export interface ServiceModule<Env, Db> {
  /** The Nest application context: `get(AuthService)`, `get(AuthHandler)`. */
  app: INestApplicationContext;
  config: Env;
  /** The service's own Prisma client on this file's database. */
  db: Db;
  /** Plain SQL on this file's database, to look at stored rows or age them. */
  sql: pg.Client;
  databaseUrl: string;
  /** Outbox kicks the services asked for (the relay itself needs NATS and is not started). */
  outboxKicks(): number;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file, copied from the service's migrated database: test files
 * run in parallel without seeing each other's rows, and nothing is migrated twice.
 */
export async function copyServiceDatabase(postgresUrl: string, service: string): Promise<string> {
  const name = `${databaseName(service)}_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await admin.connect();
  try {
    // Copies of one template cannot start at the same instant ("being accessed by other users"):
    // parallel files take turns through an advisory lock.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [databaseName(service)]);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${databaseName(service)}"`);
  } finally {
    await admin.end();
  }
  return `${postgresUrl}/${name}`;
}

async function dropDatabase(postgresUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * `defineEventConsumer` providers need NATS, which this tier has not: they are left out (like the
 * relay), and tests call the consumer's handler provider directly.
 */
const isEventConsumer = (token: unknown): boolean =>
  typeof token === 'string' && token.startsWith(eventConsumerToken(''));

type ModuleEntry = Type<unknown> | DynamicModule | ForwardReference;

const tokenOf = (provider: Provider): unknown =>
  typeof provider === 'function' ? provider : provider.provide;

/**
 * The service's module tree, rebuilt with the replaced providers swapped in (in the module that
 * declared them, so its exports still hold) and the event consumers left out. A module whose every
 * export is replaced keeps only the replacements (its connection to NATS is never made). Each
 * module is rebuilt once, so a feature module imported by several others stays one instance.
 */
function withReplacements(rootModule: Type<unknown>, replace: ValueProvider[] = []): Type<unknown> {
  const replacements = new Map<unknown, ValueProvider>(
    replace.map((provider) => [provider.provide, provider]),
  );
  const placed = new Set<unknown>();
  const rebuilt = new Map<unknown, Type<unknown>>();

  const read = <T>(key: string, target: object): T[] =>
    (Reflect.getMetadata(key, target) as T[] | undefined) ?? [];

  const visit = (entry: ModuleEntry): ModuleEntry => {
    if ('forwardRef' in entry) {
      const target = entry.forwardRef() as ModuleEntry;
      visit(target);
      return forwardRef(() => rebuilt.get(target));
    }
    const existing = rebuilt.get(entry);
    if (existing) return existing;
    const dynamic = 'module' in entry ? entry : undefined;
    const moduleClass = dynamic ? dynamic.module : (entry as Type<unknown>);
    class RebuiltModule {}
    Object.defineProperty(RebuiltModule, 'name', { value: moduleClass.name });
    rebuilt.set(entry, RebuiltModule);

    const exports = [...read<unknown>(MODULE_METADATA.EXPORTS, moduleClass), ...(dynamic?.exports ?? [])];
    const providers = [
      ...read<Provider>(MODULE_METADATA.PROVIDERS, moduleClass),
      ...(dynamic?.providers ?? []),
    ];
    const onlyReplaced = exports.length > 0 && exports.every((token) => replacements.has(token));
    const own = onlyReplaced
      ? exports.map((token) => replacements.get(token) as ValueProvider)
      : providers
          .filter((provider) => !isEventConsumer(tokenOf(provider)))
          .map((provider) => replacements.get(tokenOf(provider)) ?? provider);
    own.forEach((provider) => placed.add(tokenOf(provider)));
    const imports = onlyReplaced
      ? []
      : [
          ...read<ModuleEntry>(MODULE_METADATA.IMPORTS, moduleClass),
          ...((dynamic?.imports ?? []) as ModuleEntry[]),
        ].map(visit);
    Module({
      imports: imports as Type<unknown>[],
      controllers: onlyReplaced
        ? []
        : [...read<Type<unknown>>(MODULE_METADATA.CONTROLLERS, moduleClass), ...(dynamic?.controllers ?? [])],
      providers: own,
      exports: exports as Type<unknown>[],
    })(RebuiltModule);
    if (dynamic?.global || Reflect.getMetadata(GLOBAL_MODULE_METADATA, moduleClass)) Global()(RebuiltModule);
    return RebuiltModule;
  };

  const root = visit(rootModule) as Type<unknown>;
  const unplaced = replace.filter((provider) => !placed.has(provider.provide));
  if (unplaced.length === 0) return root;
  @Module({ imports: [root], providers: unplaced })
  class WithUnplacedReplacements {}
  return WithUnplacedReplacements;
}

/** Builds the service's module in-process on a database of its own; `close()` drops it again. */
export async function startServiceModule<Env extends TServiceEnv, Db extends TransactionalDb>(
  options: ServiceModuleOptions<Env, Db>,
): Promise<ServiceModule<Env, Db>> {
  const backing = inject('backing');
  const postgresUrl = options.postgresUrl ?? backing.POSTGRES_URL;
  const databaseUrl = await copyServiceDatabase(postgresUrl, options.service);
  const config = options.configSchema.parse({
    // Required by the common schema; nothing connects to it (no transport, no relay).
    NATS_URL: 'nats://127.0.0.1:1',
    LOG_LEVEL: 'silent',
    // The run's object store, for services that read their documents (identity, jobs: resume text).
    S3_ENDPOINT: backing.S3_ENDPOINT,
    S3_REGION: backing.S3_REGION,
    S3_BUCKET: backing.S3_BUCKET,
    S3_ACCESS_KEY_ID: backing.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: backing.S3_SECRET_ACCESS_KEY,
    ...options.env,
    DATABASE_URL: databaseUrl,
  });
  const db = options.createDatabase(databaseUrl);
  let kicks = 0;
  const serviceModule = withReplacements(options.rootModule, options.replace);

  // What ServiceCoreModule gives a running service, minus NATS: config, a silent logger, the
  // database and an outbox relay that only counts kicks (the events stay in the outbox table).
  @Global()
  @Module({
    providers: [
      { provide: SERVICE_CONFIG, useValue: config },
      { provide: LOGGER, useValue: pino({ level: 'silent' }) },
      { provide: DATABASE, useValue: db },
      { provide: OUTBOX_RELAY, useValue: { kick: () => (kicks += 1) } },
    ],
    exports: [SERVICE_CONFIG, LOGGER, DATABASE, OUTBOX_RELAY],
  })
  class ServiceTestCoreModule {}

  @Module({ imports: [ServiceTestCoreModule, serviceModule] })
  class ServiceUnderTestModule {}

  const sql = new pg.Client({ connectionString: databaseUrl });
  let app: INestApplicationContext | undefined;
  try {
    app = await NestFactory.createApplicationContext(ServiceUnderTestModule, { logger: false });
    await sql.connect();
  } catch (error) {
    await app?.close();
    await db.$disconnect();
    await dropDatabase(postgresUrl, databaseUrl);
    throw error;
  }
  const context = app;
  return {
    app: context,
    config,
    db,
    sql,
    databaseUrl,
    outboxKicks: () => kicks,
    close: async () => {
      await context.close();
      await sql.end();
      await db.$disconnect();
      await dropDatabase(postgresUrl, databaseUrl);
    },
  };
}

/**
 * A service module for this test file: started before its tests and closed after them (the hooks
 * are the file's). Its members are read once it has started, in tests and hooks.
 */
export function useServiceModule<M extends ServiceModule<unknown, unknown>>(start: () => Promise<M>): M {
  let started: M | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as M, {
    get(_, key) {
      if (!started)
        throw new Error('the service module is read before it started (read it inside a test or hook)');
      return Reflect.get(started, key) as unknown;
    },
  });
}
