import 'reflect-metadata';
import { runService } from '@hirerelay/nest-common';
import { AppModule } from './app.module.js';
import { ZBillingEnv } from './config/env.js';
import { createDatabase } from './database.js';

await runService({ name: 'billing', rootModule: AppModule, createDatabase, configSchema: ZBillingEnv });
