import { loadConfig, ZBaseEnv } from '@hirerelay/nest-common';
import { z } from 'zod';

export const ZGatewayEnv = ZBaseEnv.extend({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, 'must be a redis:// URL'),
  S3_ENDPOINT: z.url(),
  S3_REGION: z.string().min(1),
  S3_BUCKET: z.string().min(1),
  S3_ACCESS_KEY_ID: z.string().min(1),
  S3_SECRET_ACCESS_KEY: z.string().min(1),
  /** The built SPA; when set, the gateway serves it on the same origin as the API. */
  WEB_DIST_DIR: z.string().optional(),
  /** How long /api/health waits for each part before calling it down. */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
});
export type TGatewayEnv = z.output<typeof ZGatewayEnv>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): TGatewayEnv {
  return loadConfig('gateway', ZGatewayEnv, env);
}
