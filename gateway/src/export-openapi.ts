import 'reflect-metadata';
import { createLogger } from '@hirerelay/nest-common';
import { ZGatewayEnv } from './config/env.js';
import { createApp } from './create-app.js';
import { buildOpenApiDocument } from './openapi/openapi.util.js';

/**
 * Prints the gateway's OpenAPI document on stdout without starting anything: the SPA's API types
 * are generated from it (scripts/generate-api-types.mjs), and CI fails when they drift.
 */
const placeholders = ZGatewayEnv.parse({
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'user-documents',
  S3_ACCESS_KEY_ID: 'unused',
  S3_SECRET_ACCESS_KEY: 'unused',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'placeholder-secret-used-only-to-build-the-document',
});
const app = await createApp(placeholders, createLogger('gateway', 'silent'), { preview: true });
process.stdout.write(`${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
await app.close();
