import { loadConfig } from '@hirerelay/nest-common';
import { describe, expect, it } from 'vitest';
import { ZNotificationsEnv } from './env.js';

const required = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5433/hirerelay_notifications',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '1025',
  APP_BASE_URL: 'http://localhost:8080',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'a-test-auth-token-of-some-length',
  SMS_FROM_NUMBER: '+15550100142',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'user-documents',
  S3_ACCESS_KEY_ID: 'local',
  S3_SECRET_ACCESS_KEY: 'local-secret',
};

describe('notifications config', () => {
  it('has no inbound SMTP listener unless a port is set; 0 takes any free port', () => {
    const config = loadConfig('notifications', ZNotificationsEnv, required);
    expect(config.INBOUND_SMTP_PORT).toBeUndefined();
    expect(config.INBOUND_SMTP_HOST).toBe('127.0.0.1');
    expect(
      loadConfig('notifications', ZNotificationsEnv, { ...required, INBOUND_SMTP_PORT: '0' })
        .INBOUND_SMTP_PORT,
    ).toBe(0);
    expect(() =>
      loadConfig('notifications', ZNotificationsEnv, { ...required, INBOUND_SMTP_PORT: '70000' }),
    ).toThrow(/INBOUND_SMTP_PORT/);
  });

  it('reads the mail settings with their defaults', () => {
    const config = loadConfig('notifications', ZNotificationsEnv, required);
    expect(config).toMatchObject({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: 1025,
      SMTP_SECURE: false,
      MAIL_FROM: 'HireRelay <no-reply@hirerelay.local>',
      APP_BASE_URL: 'http://localhost:8080',
      SUPPORT_EMAIL: 'support@hirerelay.local',
      OUTBOX_POLL_MS: 500,
      JOB_EMAIL_SWEEP_INTERVAL_MS: 5_000,
      JOB_EMAIL_MESSAGE_WINDOW_MS: 15 * 60_000,
      JOB_EMAIL_STAFF_UNREAD_DELAY_MS: 15 * 60_000,
    });
    expect(config.STAFF_EMAIL).toBeUndefined();
    expect(config.SMTP_USER).toBeUndefined();
    expect(config.SMTP_PASSWORD).toBeUndefined();
  });

  it('reads the Twilio settings: the stand-in origin without a trailing slash, real Twilio when unset', () => {
    expect(loadConfig('notifications', ZNotificationsEnv, required).TWILIO_API_BASE).toBeUndefined();
    expect(
      loadConfig('notifications', ZNotificationsEnv, {
        ...required,
        TWILIO_API_BASE: 'http://127.0.0.1:12112/',
      }).TWILIO_API_BASE,
    ).toBe('http://127.0.0.1:12112');
  });

  it.each([
    ['TWILIO_ACCOUNT_SID', 'SK123'],
    ['SMS_FROM_NUMBER', '+1 (555) 010-0142'],
  ])('refuses a malformed %s', (key, value) => {
    expect(() => loadConfig('notifications', ZNotificationsEnv, { ...required, [key]: value })).toThrow(key);
  });

  it('reads SMTP_SECURE as a boolean and drops a trailing slash from APP_BASE_URL', () => {
    const config = loadConfig('notifications', ZNotificationsEnv, {
      ...required,
      SMTP_SECURE: 'true',
      APP_BASE_URL: 'https://app.example.com/',
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'secret',
    });
    expect(config.SMTP_SECURE).toBe(true);
    expect(config.APP_BASE_URL).toBe('https://app.example.com');
  });

  it('names every missing or malformed setting', () => {
    expect(() =>
      loadConfig('notifications', ZNotificationsEnv, {
        NATS_URL: required.NATS_URL,
        DATABASE_URL: required.DATABASE_URL,
        SMTP_PORT: 'twenty-five',
        SMTP_SECURE: 'yes',
        SMTP_USER: 'mailer',
        SUPPORT_EMAIL: 'nobody',
      }),
    ).toThrow(
      expect.objectContaining({
        problems: expect.arrayContaining([
          'SMTP_HOST is required but not set',
          'APP_BASE_URL is required but not set',
          expect.stringMatching(/^SMTP_PORT: /),
          expect.stringMatching(/^SMTP_SECURE: /),
          expect.stringMatching(/^SUPPORT_EMAIL: /),
        ]),
      }),
    );
  });

  it('refuses an APP_BASE_URL that is not an http(s) URL, and a user without a password', () => {
    expect(() =>
      loadConfig('notifications', ZNotificationsEnv, { ...required, APP_BASE_URL: 'localhost:8080' }),
    ).toThrow(/APP_BASE_URL: must be an http\(s\) URL/);
    expect(() =>
      loadConfig('notifications', ZNotificationsEnv, { ...required, SMTP_USER: 'mailer' }),
    ).toThrow(/SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD must be set together/);
  });
});
