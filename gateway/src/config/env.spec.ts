import { describe, expect, it } from 'vitest';
import { REQUIRED_GATEWAY_ENV } from '../../test/fixtures/gateway-env.js';
import { loadGatewayConfig } from './env.js';

const required = REQUIRED_GATEWAY_ENV;

describe('gateway config', () => {
  it('makes cookies Secure by default when the public address is https', () => {
    expect(loadGatewayConfig({ ...required, APP_BASE_URL: 'https://app.example.com/' })).toMatchObject({
      APP_BASE_URL: 'https://app.example.com',
      COOKIE_SECURE: true,
    });
  });

  it('leaves them plain for an http address or none, and obeys an explicit COOKIE_SECURE', () => {
    expect(loadGatewayConfig({ ...required, APP_BASE_URL: 'http://localhost:8080' }).COOKIE_SECURE).toBe(
      false,
    );
    expect(loadGatewayConfig(required).COOKIE_SECURE).toBe(false);
    expect(
      loadGatewayConfig({ ...required, APP_BASE_URL: 'https://app.example.com', COOKIE_SECURE: 'false' })
        .COOKIE_SECURE,
    ).toBe(false);
    expect(loadGatewayConfig({ ...required, COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
  });

  it('refuses a public address that is not an http(s) URL, naming the setting', () => {
    expect(() => loadGatewayConfig({ ...required, APP_BASE_URL: 'app.example.com' })).toThrow(
      /APP_BASE_URL: must be an http\(s\) URL/,
    );
  });

  it("builds the pages it hands out on APP_BASE_URL, or on the local web app's port without one", () => {
    expect(loadGatewayConfig({ ...required, APP_BASE_URL: 'https://app.example.com/' }).PUBLIC_BASE_URL).toBe(
      'https://app.example.com',
    );
    expect(loadGatewayConfig({ ...required, PORT: '9090' }).PUBLIC_BASE_URL).toBe('http://localhost:9090');
  });

  it('has the three login limits and the change-password limits, each configurable', () => {
    const config = loadGatewayConfig({ ...required, RATE_LIMIT_LOGIN_ACCOUNT: '7/60' });
    expect(config.RATE_LIMIT_LOGIN).toEqual({ limit: 10, windowSeconds: 900 });
    expect(config.RATE_LIMIT_LOGIN_ADDRESS).toEqual({ limit: 30, windowSeconds: 900 });
    expect(config.RATE_LIMIT_LOGIN_ACCOUNT).toEqual({ limit: 7, windowSeconds: 60 });
    expect(config.RATE_LIMIT_CHANGE_PASSWORD).toEqual({ limit: 5, windowSeconds: 900 });
    expect(config.RATE_LIMIT_CHANGE_PASSWORD_ACCOUNT).toEqual({ limit: 10, windowSeconds: 3600 });
  });
});
