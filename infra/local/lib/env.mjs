// @ts-check
// The environment that tells the apps and tests where the backing servers listen.

import { S3_BUCKET } from '../servers/s3.mjs';
import { stripeEnv } from '../servers/stripe.mjs';
import { twilioEnv } from '../servers/twilio.mjs';

/** @typedef {import('./ports.mjs').Ports} Ports */
/** @typedef {import('../index.d.ts').BackingEnv} BackingEnv */

/**
 * @param {Ports} p
 * @returns {BackingEnv}
 */
export function makeEnv(p) {
  return {
    POSTGRES_URL: `postgresql://postgres@127.0.0.1:${p.postgres}`,
    NATS_URL: `nats://127.0.0.1:${p.nats}`,
    NATS_MONITOR_URL: `http://127.0.0.1:${p.natsMonitor}`,
    REDIS_URL: `redis://127.0.0.1:${p.redis}`,
    S3_ENDPOINT: `http://127.0.0.1:${p.s3}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(p.smtp),
    MAIL_INBOX_URL: `http://127.0.0.1:${p.inbox}`,
    ...stripeEnv(p.stripe),
    ...twilioEnv(p.twilio),
  };
}

/**
 * The URL of one database.
 * @param {{ POSTGRES_URL: string }} env
 * @param {string} database
 */
export function databaseUrl(env, database) {
  return `${env.POSTGRES_URL}/${database}`;
}
