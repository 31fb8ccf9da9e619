import 'reflect-metadata';
import { runService } from '@hirerelay/nest-common';
import { AppModule } from './app.module.js';
import { ZContentEnv } from './config/env.js';
import { createDatabase } from './database.js';

await runService({ name: 'content', rootModule: AppModule, createDatabase, configSchema: ZContentEnv });
