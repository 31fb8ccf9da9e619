import type { TApplicationPacket, TReplyAddress } from '@hirerelay/contracts';
import { HttpSession, signedUpSession, testLogDir } from '@hirerelay/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedJobsSystem, type ErrorBody, type JobsSystem } from './jobs-fixtures.js';

/*
 * Users' reply addresses (issue 29) through the gateway: GET /api/me/reply-address and
 * POST /api/me/reply-address/rotate (the signed-in user's own, any role; notifications holds them),
 * and the job owner's address in staff's application packet. A gateway of the file's own, for its
 * rotation limit. The rules in detail are notifications' service tests (reply-addresses.svc-spec.ts).
 */
const shared = inject('shared');
/** notifications' default REPLY_DOMAIN, which the shared system runs with. */
const REPLY_DOMAIN = 'reply.hirerelay.local';
const ADDRESS = new RegExp(`^[a-z2-7]{16}@${REPLY_DOMAIN.replaceAll('.', '\\.')}$`);
const ROTATIONS_PER_HOUR = 3;
const SIGN_IN_REQUIRED = { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' };

let system: JobsSystem;
let notificationsDb: pg.Client;

beforeAll(async () => {
  system = await sharedJobsSystem(shared, {
    logDir: testLogDir('gateway-reply-address'),
    gatewayEnv: { RATE_LIMIT_REPLY_ADDRESS_ROTATE: `${String(ROTATIONS_PER_HOUR)}/3600` },
  });
  notificationsDb = await system.database('notifications');
});
afterAll(async () => {
  await system?.stop();
});

type Answer = TReplyAddress & ErrorBody;
const addressOf = (session: HttpSession) => session.get<Answer>('/api/me/reply-address');
const rotate = (session: HttpSession, body?: unknown) =>
  session.post<Answer>('/api/me/reply-address/rotate', body);

/** The user's stored addresses, oldest first: which is in use and which are retired. */
async function storedAddresses(userId: string): Promise<{ localPart: string; retired: boolean }[]> {
  const { rows } = await notificationsDb.query<{ local_part: string; retired: boolean }>(
    `SELECT local_part, retired_at IS NOT NULL AS retired FROM reply_addresses
      WHERE user_id = $1 ORDER BY created_at, retired_at NULLS LAST`,
    [userId],
  );
  return rows.map((row) => ({ localPart: row.local_part, retired: row.retired }));
}

const localPartOf = (address: string) => address.split('@')[0]!;

describe("a user's own reply address", () => {
  it('is one address on REPLY_DOMAIN, the same on every ask, and differs between users', async () => {
    const [alice, bob] = await Promise.all([signedUpSession(system.url), signedUpSession(system.url)]);

    const first = await addressOf(alice.session);
    expect(first.status).toBe(200);
    expect(first.body.address).toMatch(ADDRESS);
    expect(Date.parse(first.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await addressOf(alice.session)).body).toEqual(first.body);

    const others = await addressOf(bob.session);
    expect(others.status).toBe(200);
    expect(others.body.address).toMatch(ADDRESS);
    expect(others.body.address).not.toBe(first.body.address);
    expect(await storedAddresses(alice.id)).toEqual([
      { localPart: localPartOf(first.body.address), retired: false },
    ]);
  });

  it('rotates to a new address that then stays, retiring the old one; nobody else’s changes', async () => {
    const [alice, bob] = await Promise.all([signedUpSession(system.url), signedUpSession(system.url)]);
    const old = (await addressOf(alice.session)).body;
    const bobs = (await addressOf(bob.session)).body;

    const rotated = await rotate(alice.session);
    expect(rotated.status).toBe(200);
    expect(rotated.body.address).toMatch(ADDRESS);
    expect(rotated.body.address).not.toBe(old.address);
    expect((await addressOf(alice.session)).body).toEqual(rotated.body);
    expect(await storedAddresses(alice.id)).toEqual([
      { localPart: localPartOf(old.address), retired: true },
      { localPart: localPartOf(rotated.body.address), retired: false },
    ]);
    expect((await addressOf(bob.session)).body).toEqual(bobs);
  });

  it('is each one’s own: staff get theirs, and naming another user in the body rotates only one’s own', async () => {
    const [owner, staff] = await Promise.all([system.subscriber(), system.staffMember()]);
    const owners = (await addressOf(owner.session)).body;
    const staffs = await addressOf(staff.session);
    expect(staffs.status).toBe(200);
    expect(staffs.body.address).toMatch(ADDRESS);
    expect(staffs.body.address).not.toBe(owners.address);

    const rotated = await rotate(staff.session, { userId: owner.id });
    expect(rotated.status).toBe(200);
    expect(rotated.body.address).not.toBe(staffs.body.address);
    expect((await addressOf(owner.session)).body).toEqual(owners);
    expect(await storedAddresses(owner.id)).toEqual([
      { localPart: localPartOf(owners.address), retired: false },
    ]);
  });

  it('refuses the signed-out with 401 and makes nothing', async () => {
    const anonymous = new HttpSession(system.url);
    for (const answer of [await addressOf(anonymous), await rotate(anonymous)]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: SIGN_IN_REQUIRED });
    }
  });

  it(`allows ${String(ROTATIONS_PER_HOUR)} new addresses an hour per user, then 429 and the address stays`, async () => {
    const account = await signedUpSession(system.url);
    let current = (await addressOf(account.session)).body;
    for (let i = 0; i < ROTATIONS_PER_HOUR; i += 1) {
      const rotated = await rotate(account.session);
      expect(rotated.status).toBe(200);
      current = rotated.body;
    }
    const limited = await rotate(account.session);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await addressOf(account.session)).body).toEqual(current);
    // Another user's allowance is their own.
    const other = await signedUpSession(system.url);
    expect((await rotate(other.session)).status).toBe(200);
  });
});

describe("the owner's reply address in the application packet", () => {
  it('is the e-mail staff see for applications (the one the owner sees in Settings); users cannot read it', async () => {
    const [owner, other, staff] = await Promise.all([
      system.subscriber(),
      system.subscriber(),
      system.staffMember(),
    ]);
    const job = await system.importJob(owner);

    // Staff first: the owner never opened Settings, so the packet makes the address.
    const packet = await staff.session.get<TApplicationPacket>(`/api/jobs/${job.id}/packet`);
    expect(packet.status).toBe(200);
    expect(packet.body.customer.replyAddress).toMatch(ADDRESS);
    expect(packet.body.customer.email).toBe(owner.email);
    const owners = (await addressOf(owner.session)).body;
    expect(packet.body.customer.replyAddress).toBe(owners.address);

    // After a rotation the packet gives the new one.
    const rotated = (await rotate(owner.session)).body;
    const again = await staff.session.get<TApplicationPacket>(`/api/jobs/${job.id}/packet`);
    expect(again.body.customer.replyAddress).toBe(rotated.address);

    for (const user of [owner, other]) {
      const refused = await user.session.get<ErrorBody>(`/api/jobs/${job.id}/packet`);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain(rotated.address);
    }
  });
});
