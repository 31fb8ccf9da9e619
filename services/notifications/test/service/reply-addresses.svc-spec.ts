import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReplyAddresses } from '../../src/reply-addresses/reply-addresses.service.js';
import { startNotificationsModule, type NotificationsModule } from '../support/notifications-module.js';

/*
 * Users' reply addresses (issue 29) on notifications' own database: made once on first ask, one in
 * use per user even when asked twice at once, and a rotated address refused like an unknown one.
 */

const REPLY_DOMAIN = 'reply.hirerelay.test';
let notifications: NotificationsModule;
let addresses: ReplyAddresses;

beforeAll(async () => {
  notifications = await startNotificationsModule({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '2525',
    APP_BASE_URL: 'https://app.hirerelay.test',
    REPLY_DOMAIN: 'Reply.HireRelay.test',
  });
  addresses = notifications.app.get(ReplyAddresses);
});
afterAll(async () => {
  await notifications?.close();
});

describe('a user’s reply address', () => {
  it('is 16 letters on REPLY_DOMAIN, made on the first ask and the same afterwards', async () => {
    const userId = randomUUID();
    const first = await addresses.addressOf(userId);
    expect(first.address).toMatch(new RegExp(`^[a-z2-7]{16}@${REPLY_DOMAIN.replaceAll('.', '\\.')}$`));
    expect(await addresses.addressOf(userId)).toEqual(first);
    expect(await notifications.db.replyAddress.count({ where: { userId } })).toBe(1);
  });

  it('converges on one address when asked for the first time twice at once', async () => {
    const userId = randomUUID();
    const [a, b, c] = await Promise.all([
      addresses.addressOf(userId),
      addresses.addressOf(userId),
      addresses.addressOf(userId),
    ]);
    expect(new Set([a.address, b.address, c.address]).size).toBe(1);
    expect(await notifications.db.replyAddress.count({ where: { userId } })).toBe(1);
  });

  it('differs between users', async () => {
    const a = await addresses.addressOf(randomUUID());
    const b = await addresses.addressOf(randomUUID());
    expect(a.address).not.toBe(b.address);
  });

  it('finds its user from an envelope recipient in any letter case, with or without brackets', async () => {
    const userId = randomUUID();
    const { address } = await addresses.addressOf(userId);
    expect((await addresses.userOfRecipient(address))?.userId).toBe(userId);
    expect((await addresses.userOfRecipient(`<${address.toUpperCase()}>`))?.userId).toBe(userId);
  });

  it('refuses an unknown address, another domain and what is not an address', async () => {
    const { address } = await addresses.addressOf(randomUUID());
    const localPart = address.split('@')[0]!;
    expect(await addresses.userOfRecipient(`${localPart}@reply.elsewhere.test`)).toBeNull();
    expect(await addresses.userOfRecipient(`aaaaaaaaaaaaaaaa@${REPLY_DOMAIN}`)).toBeNull();
    expect(await addresses.userOfRecipient(`${localPart}x@${REPLY_DOMAIN}`)).toBeNull();
    expect(await addresses.userOfRecipient('not an address')).toBeNull();
  });

  it('rotates: a new address in use, the old one refused from then on', async () => {
    const userId = randomUUID();
    const old = await addresses.addressOf(userId);
    const rotated = await addresses.rotate(userId);
    expect(rotated.address).not.toBe(old.address);
    expect(await addresses.addressOf(userId)).toEqual(rotated);
    expect(await addresses.userOfRecipient(old.address)).toBeNull();
    expect((await addresses.userOfRecipient(rotated.address))?.userId).toBe(userId);
    expect(await notifications.db.replyAddress.count({ where: { userId, retiredAt: null } })).toBe(1);
  });

  it('rotating a user who never had one gives them their first', async () => {
    const userId = randomUUID();
    const rotated = await addresses.rotate(userId);
    expect(await addresses.addressOf(userId)).toEqual(rotated);
  });
});
