// @ts-check
// Shared Prisma CLI configuration for every service (each service's prisma.config.ts calls this).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const toolsDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Prisma 7's CLI wants its native schema engine, which it would download; this machine (and CI)
 * cannot. The stand-in beside this file runs the engine's WebAssembly build instead
 * (see tools/README.md).
 *
 * @param {string} serviceDir the service folder holding prisma/schema.prisma
 */
export function servicePrismaConfig(serviceDir) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(toolsDir, 'prisma-schema-engine.mjs');
  return {
    schema: path.join(serviceDir, 'prisma/schema.prisma'),
    migrations: { path: path.join(serviceDir, 'prisma/migrations') },
    // `generate` needs no database; migrate commands fail clearly when DATABASE_URL is unset.
    datasource: { url: process.env.DATABASE_URL ?? '' },
  };
}
