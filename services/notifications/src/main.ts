import 'reflect-metadata';
import { runService } from '@hirerelay/nest-common';
import { AppModule } from './app.module.js';
import { ZNotificationsEnv } from './config/env.js';
import { createDatabase } from './database.js';

await runService({
  name: 'notifications',
  rootModule: AppModule,
  createDatabase,
  configSchema: ZNotificationsEnv,
});
