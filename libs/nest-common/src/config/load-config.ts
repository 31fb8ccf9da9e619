import { z } from 'zod';

export class ConfigError extends Error {
  constructor(
    readonly app: string,
    readonly problems: string[],
  ) {
    super(`${app}: invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads an app's settings through its schema, once, at start-up. Every problem is reported by the
 * setting's name so an operator can fix them all in one go.
 */
export function loadConfig<S extends z.ZodType>(
  app: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  // `NAME=` (as left in a copied .env file) means "not set", not "set to nothing".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.map(String).join('.');
    const missing = issue.code === 'invalid_type' && given[name] === undefined;
    return missing ? `${name} is required but not set` : `${name}: ${issue.message}`;
  });
  throw new ConfigError(app, problems);
}

/** Settings every back-end process shares. */
export const ZBaseEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string().regex(/^nats:\/\/.+/, 'must be a nats:// URL'),
  /** The address the app's ports listen on (the gateway's public one, the internal one). */
  HOST: z.string().default('127.0.0.1'),
  /**
   * The internal HTTP port: GET /livez and /readyz for a supervisor's probes (a cluster's kubelet).
   * Unset: none (local runs start six apps on one host); 0: any free port (logged).
   */
  INTERNAL_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /**
   * Traces (OpenTelemetry): the OTLP/HTTP collector they go to; unset, tracing is off. `startTracing`
   * reads both before the config loads (it must run before the app's modules); checked here too.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/.+/, 'must be an http(s):// URL')
    .optional(),
  /** The app's name in its spans; unset, the app's own (gateway, identity, …). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  /**
   * How many JetStream servers keep each event of the EVENTS stream (its `num_replicas`), set where
   * the stream is created: 1 on one server (local), 3 on the production NATS cluster.
   */
  EVENTS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
});

/** Settings of a NATS microservice with its own database. */
export const ZServiceEnv = ZBaseEnv.extend({
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\/.+/, 'must be a postgresql:// URL'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(500),
});
export type TServiceEnv = z.output<typeof ZServiceEnv>;
