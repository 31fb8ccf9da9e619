import 'reflect-metadata';
import { runService } from '@hirerelay/nest-common';
import type { z } from 'zod';
import { AppModule } from './app.module.js';
import { ZIdentityEnv, type TIdentityEnv } from './config/env.js';
import { createDatabase } from './database.js';

// runService types the schema's input as strings, but ZServiceEnv's coerced OUTBOX_POLL_MS has an
// `unknown` input type; the values really are environment strings, so the schema is declared as such.
const configSchema = ZIdentityEnv as typeof ZIdentityEnv &
  z.ZodType<TIdentityEnv, Record<string, string | undefined>>;

await runService({ name: 'identity', rootModule: AppModule, createDatabase, configSchema });
