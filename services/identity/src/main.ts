import 'reflect-metadata';
import { runService } from '@hirerelay/nest-common';
import { AppModule } from './app.module.js';
import { ZIdentityEnv } from './config/env.js';
import { createDatabase } from './database.js';

await runService({ name: 'identity', rootModule: AppModule, createDatabase, configSchema: ZIdentityEnv });
