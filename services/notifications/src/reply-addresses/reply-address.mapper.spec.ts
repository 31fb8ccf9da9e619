import { describe, expect, it } from 'vitest';
import { toReplyAddress } from './reply-address.mapper.js';

describe('toReplyAddress', () => {
  it('answers the address and its ISO date, never whose it is', () => {
    const view = {
      userId: '6f1c2b9a-3d4e-4f5a-8b6c-7d8e9f0a1b2c',
      address: 'abcdefghijklmnop@reply.hirerelay.test',
      createdAt: new Date('2026-11-28T09:30:00.000Z'),
    };
    expect(toReplyAddress(view)).toEqual({
      address: 'abcdefghijklmnop@reply.hirerelay.test',
      createdAt: '2026-11-28T09:30:00.000Z',
    });
  });
});
