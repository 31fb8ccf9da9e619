import { LOCAL_PHONE_CODE_HMAC_KEY, startServiceModule, type ServiceModule } from '@hirerelay/testing';
import { AppModule } from '../../src/app.module.js';
import { ZIdentityEnv, type TIdentityEnv } from '../../src/config/env.js';
import { createDatabase, type Database } from '../../src/database.js';

export type IdentityModule = ServiceModule<TIdentityEnv, Database>;

/** identity's module in this process, on a database of this test file's own (see libs/testing). */
export function startIdentityModule(env: Record<string, string> = {}): Promise<IdentityModule> {
  return startServiceModule({
    service: 'identity',
    rootModule: AppModule,
    createDatabase,
    configSchema: ZIdentityEnv,
    env: { PHONE_CODE_HMAC_KEY: LOCAL_PHONE_CODE_HMAC_KEY, ...env },
  });
}
