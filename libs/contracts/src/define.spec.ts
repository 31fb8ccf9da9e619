import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, defineRpc } from './define.js';
import { HealthContracts, ZSystemHealth } from './health/health.js';
import { EVENTS_STREAM } from './events/envelope.js';

describe('contract definitions', () => {
  it('requires a version suffix on every subject', () => {
    expect(() => defineRpc('identity.users.get', z.object({}), z.object({}))).toThrow(/Invalid RPC subject/);
    expect(() => defineEvent('events.users.created', z.object({}))).toThrow(/Invalid event subject/);
    expect(defineRpc('identity.users.get.v2', z.object({}), z.object({})).subject).toBe(
      'identity.users.get.v2',
    );
  });

  it('keeps events out of request/reply subjects so the stream never answers a request', () => {
    expect(() => defineEvent('identity.user.created.v1', z.object({}))).toThrow();
    for (const contract of Object.values(HealthContracts)) {
      expect(contract.subject.startsWith('events.')).toBe(false);
    }
    expect(EVENTS_STREAM.subjects).toEqual(['events.>']);
  });

  it('gives every service its own health subject', () => {
    expect(HealthContracts.billing.subject).toBe('billing.health.check.v1');
    expect(new Set(Object.values(HealthContracts).map((c) => c.subject)).size).toBe(5);
  });

  it('refuses a system health body that omits a part', () => {
    const parts = Object.fromEntries(
      [
        'gateway',
        'identity',
        'jobs',
        'billing',
        'content',
        'notifications',
        'postgres',
        'nats',
        'redis',
        'liveEvents',
      ].map((p) => [p, { status: 'up' }]),
    );
    expect(ZSystemHealth.safeParse({ status: 'up', down: [], parts }).success).toBe(false);
    expect(
      ZSystemHealth.safeParse({ status: 'up', down: [], parts: { ...parts, objectStore: { status: 'up' } } })
        .success,
    ).toBe(true);
  });
});
