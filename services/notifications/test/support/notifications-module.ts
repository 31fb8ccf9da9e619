import { startServiceModule, twilioServiceEnv, type ServiceModule } from '@hirerelay/testing';
import type { ValueProvider } from '@nestjs/common';
import { inject } from 'vitest';
import { AppModule } from '../../src/app.module.js';
import { ZNotificationsEnv, type TNotificationsEnv } from '../../src/config/env.js';
import { createDatabase, type Database } from '../../src/database.js';

export type NotificationsModule = ServiceModule<TNotificationsEnv, Database>;

/**
 * notifications' module in this process, on a database of this test file's own (see libs/testing),
 * with the settings every file needs (the test servers' Twilio stand-in) and the file's own. One
 * place for them: a file that built its own list broke when Twilio's settings became required.
 */
export function startNotificationsModule(
  env: Record<string, string>,
  replace: ValueProvider[] = [],
): Promise<NotificationsModule> {
  const backing = inject('backing');
  return startServiceModule({
    service: 'notifications',
    rootModule: AppModule,
    createDatabase,
    configSchema: ZNotificationsEnv,
    env: { ...twilioServiceEnv(backing), ...env },
    replace,
  });
}
