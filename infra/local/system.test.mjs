// @ts-check
// Where notifications' inbound SMTP listener (reply addresses, issue 29) is switched on (node --test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeEnv } from './lib/env.mjs';
import { DEFAULT_PORTS } from './lib/ports.mjs';
import { inboundSmtpEnv, serviceEnv } from './system.mjs';

describe("notifications' inbound SMTP listener", () => {
  it('listens on 127.0.0.1 at the fixed local port under npm start (where the inbox form sends)', () => {
    assert.deepEqual(inboundSmtpEnv(DEFAULT_PORTS.inboundSmtp), {
      INBOUND_SMTP_PORT: '2525',
      INBOUND_SMTP_HOST: '127.0.0.1',
    });
  });

  it('is off in the environment test systems and benches build (replicas never share a port)', () => {
    const env = serviceEnv('notifications', makeEnv(DEFAULT_PORTS));
    assert.equal('INBOUND_SMTP_PORT' in env, false);
  });
});
