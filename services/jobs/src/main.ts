import 'reflect-metadata';
import { runService } from '@hirerelay/nest-common';
import { AppModule } from './app.module.js';
import { ZJobsEnv } from './config/env.js';
import { createDatabase } from './database.js';

await runService({ name: 'jobs', rootModule: AppModule, createDatabase, configSchema: ZJobsEnv });
