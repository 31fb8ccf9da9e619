import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { loadConfig, ZServiceEnv } from '../config/load-config.js';
import type { ServiceConfigSchema, ServiceDefinition } from './run-service.js';

/** A service's own schema as services write them: the shared settings extended, a coerced number among them. */
const ZExampleEnv = ZServiceEnv.extend({
  EXAMPLE_LIMIT: z.coerce.number().int().min(1).default(3),
  EXAMPLE_FLAG: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

describe('runService config schemas', () => {
  it("accept a service's real schema as it is (the type check is the test: no cast, no override)", () => {
    const definition: ServiceDefinition<typeof ZExampleEnv> = {
      name: 'jobs',
      rootModule: class {},
      createDatabase: () => {
        throw new Error('not started in this test');
      },
      configSchema: ZExampleEnv,
    };
    expectTypeOf(ZExampleEnv).toExtend<ServiceConfigSchema>();
    expectTypeOf(ZServiceEnv).toExtend<ServiceConfigSchema>();
    expect(definition.configSchema).toBe(ZExampleEnv);
  });

  it('reject a schema that lacks the common settings', () => {
    expectTypeOf(z.object({ NATS_URL: z.string() })).not.toExtend<ServiceConfigSchema>();
  });

  it('read the environment strings into the typed settings', () => {
    const config = loadConfig('jobs', ZExampleEnv, {
      NATS_URL: 'nats://127.0.0.1:4222',
      DATABASE_URL: 'postgresql://localhost/jobs',
      EXAMPLE_LIMIT: '7',
    });
    expect(config).toMatchObject({ EXAMPLE_LIMIT: 7, EXAMPLE_FLAG: false, OUTBOX_POLL_MS: 500 });
  });
});
