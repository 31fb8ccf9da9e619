import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  GetSessionRpc,
  GetUserRpc,
  IdentityMessages,
  ListUsersRpc,
  LoginRpc,
  PAGE_LIMITS,
  UpdateProfileRpc,
  UpdateUserRpc,
  type RpcRequest,
  type TAdminUserRow,
} from '@hirerelay/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import {
  expectRefusal,
  signup,
  startIdentityProcess,
  type IdentityHarness,
} from '../support/identity-process.js';

const backing = inject('backing');
const adminEmail = uniqueEmail('users-admin');
let identity: IdentityHarness;
let adminId: string;

beforeAll(async () => {
  // Not the shared system: it starts only what it checks (identity), with settings of its own.
  identity = await startIdentityProcess(backing, 'identity-admin-users', { ADMIN_EMAILS: adminEmail });
  adminId = (await signup(identity.rpc, { email: adminEmail })).user.id;
});

afterAll(async () => {
  await identity?.stop();
});

/** Accounts whose addresses share a marker, so a search isolates them from other tests' users. */
async function cohort(size: number): Promise<{ marker: string; ids: string[] }> {
  const marker = `c${randomUUID().slice(0, 8)}`;
  const ids: string[] = [];
  for (let i = 0; i < size; i += 1) {
    ids.push((await signup(identity.rpc, { email: `${marker}-${i}@example.com` })).user.id);
  }
  return { marker, ids };
}

async function listAll(filters: Omit<RpcRequest<typeof ListUsersRpc>, 'cursor' | 'actorId'>) {
  const items: TAdminUserRow[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await identity.rpc.request(ListUsersRpc, {
      actorId: adminId,
      ...filters,
      ...(cursor ? { cursor } : {}),
    });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
    pages += 1;
  } while (cursor && pages < 50);
  return { items, pages };
}

describe('admin user list', () => {
  it('lists newest first in keyset pages that neither skip nor repeat', async () => {
    const { marker, ids } = await cohort(5);
    const { items, pages } = await listAll({ search: marker, limit: 2 });
    expect(pages).toBe(3);
    expect(items.map((row) => row.id)).toEqual([...ids].reverse());
    expect(items[0]).toMatchObject({
      email: `${marker}-4@example.com`,
      status: 'active',
      role: 'user',
      plan: 'Free',
      jobQuota: 25,
      jobsUsed: 0,
      // No subscription, no subscription date (billing-copy.int-spec.ts has subscribers).
      subscriptionDate: null,
      lastLoginAt: null,
    });

    const firstPage = await identity.rpc.request(ListUsersRpc, {
      actorId: adminId,
      search: marker,
      limit: 5,
    });
    expect(firstPage.items).toHaveLength(5);
    expect(firstPage.nextCursor).toBeNull();
  });

  it('pages by 50 unless told otherwise', async () => {
    const page = await identity.rpc.request(ListUsersRpc, { actorId: adminId });
    expect(page.items.length).toBeLessThanOrEqual(50);
    const times = page.items.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a cursor it did not issue', async () => {
    await expectRefusal(
      identity.rpc.request(ListUsersRpc, { actorId: adminId, cursor: 'bm90LWEtY3Vyc29y' }),
      {
        code: ErrorCode.Validation,
        fields: { cursor: 'Invalid cursor' },
      },
    );
  });

  it('searches name and e-mail case-insensitively, and wildcards literally', async () => {
    const { marker, ids } = await cohort(3);
    const name = `Zebediah ${marker}`;
    await identity.rpc.request(UpdateProfileRpc, { userId: ids[1]!, patch: { fullName: name } });
    const byName = await identity.rpc.request(ListUsersRpc, {
      actorId: adminId,
      search: `zEBEDIAH ${marker}`.toUpperCase(),
    });
    expect(byName.items.map((row) => row.id)).toEqual([ids[1]]);
    expect(byName.items[0]!.fullName).toBe(name);
    const byEmail = await identity.rpc.request(ListUsersRpc, {
      actorId: adminId,
      search: `${marker}-2@EXAMPLE`,
    });
    expect(byEmail.items.map((row) => row.id)).toEqual([ids[2]]);
    const wildcard = await identity.rpc.request(ListUsersRpc, { actorId: adminId, search: `${marker}%2` });
    expect(wildcard.items).toEqual([]);
  });

  it('filters by exact status, and finds statuses by search text', async () => {
    const { marker, ids } = await cohort(3);
    await identity.rpc.request(UpdateUserRpc, { userId: ids[0]!, actorId: adminId, status: 'unpaid' });
    const unpaid = await identity.rpc.request(ListUsersRpc, {
      actorId: adminId,
      search: marker,
      status: 'unpaid',
    });
    expect(unpaid.items.map((row) => row.id)).toEqual([ids[0]]);
    const active = await identity.rpc.request(ListUsersRpc, {
      actorId: adminId,
      search: marker,
      status: 'active',
    });
    expect(active.items.map((row) => row.id).sort()).toEqual([ids[1], ids[2]].sort());

    const byStatusText = await listAll({ search: 'UNPAID', limit: PAGE_LIMITS.adminUsers.max });
    expect(byStatusText.items.map((row) => row.id)).toContain(ids[0]);
    for (const row of byStatusText.items) {
      expect(`${row.email} ${row.fullName ?? ''} ${row.status}`.toLowerCase()).toContain('unpaid');
    }
  });

  it('matches accounts without a subscription on plan Free and none on another plan', async () => {
    const { marker, ids } = await cohort(2);
    const free = await identity.rpc.request(ListUsersRpc, {
      actorId: adminId,
      search: marker,
      planType: 'Free',
    });
    expect(free.items).toHaveLength(ids.length);
    expect(
      await identity.rpc.request(ListUsersRpc, {
        actorId: adminId,
        search: marker,
        planType: 'Professional',
      }),
    ).toEqual({
      items: [],
      nextCursor: null,
    });
    // The plan's name is searchable too: these addresses and (empty) names do not contain "fre".
    const byPlanText = await identity.rpc.request(ListUsersRpc, {
      actorId: adminId,
      search: 'fRe',
      limit: 10,
    });
    expect(byPlanText.items.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
  });

  it('filters on the subscription date range, whole days inclusive', async () => {
    const { marker, ids } = await cohort(4);
    // Read copies as billing's events leave them (billing-copy.int-spec.ts sends the real events).
    const setSubscribed = async (id: string, at: string) => {
      await identity.db.query(
        `INSERT INTO billing_accounts (user_id, subscription_id, plan_name, subscription_status, plan_quota, started_at, updated_at)
         VALUES ($1, $2, 'Starter', 'active', 10, $3, now())`,
        [id, `sub_${id}`, at],
      );
      await identity.db.query(`UPDATE users SET plan = 'Starter' WHERE id = $1`, [id]);
    };
    await setSubscribed(ids[0]!, '2020-05-09T23:59:59.999Z');
    await setSubscribed(ids[1]!, '2020-05-10T00:00:00.000Z');
    await setSubscribed(ids[2]!, '2020-05-11T23:59:59.999Z');
    // ids[3] has no subscription: no date, never in a range.
    const range = async (from?: string, to?: string) =>
      (
        await identity.rpc.request(ListUsersRpc, {
          actorId: adminId,
          search: marker,
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
        })
      ).items.map((row) => row.id);

    expect(await range('2020-05-10', '2020-05-11')).toEqual([ids[2], ids[1]]);
    expect(await range('2020-05-10', '2020-05-10')).toEqual([ids[1]]);
    expect(await range(undefined, '2020-05-09')).toEqual([ids[0]]);
    expect(await range('2020-05-12')).toEqual([]);
    expect(await range('1900-01-01')).toEqual([ids[2], ids[1], ids[0]]);
  });
});

describe('admin user detail and changes', () => {
  it('shows a user with the full profile', async () => {
    const { user } = await signup(identity.rpc);
    await identity.rpc.request(UpdateProfileRpc, {
      userId: user.id,
      patch: { fullName: 'Alan Turing', yearsExperience: 7 },
    });
    expect(await identity.rpc.request(GetUserRpc, { actorId: adminId, userId: user.id })).toMatchObject({
      id: user.id,
      email: user.email,
      fullName: 'Alan Turing',
      plan: 'Free',
      profile: { userId: user.id, fullName: 'Alan Turing', yearsExperience: 7 },
    });
    await expectRefusal(identity.rpc.request(GetUserRpc, { actorId: adminId, userId: randomUUID() }), {
      code: ErrorCode.NotFound,
      message: IdentityMessages.userNotFound,
    });
  });

  it('lets an admin change status and grant the admin role', async () => {
    const { user } = await signup(identity.rpc);
    const updated = await identity.rpc.request(UpdateUserRpc, {
      userId: user.id,
      actorId: adminId,
      status: 'pending',
      role: 'admin',
    });
    expect(updated).toMatchObject({ id: user.id, status: 'pending', role: 'admin' });
    expect(await identity.rpc.request(GetUserRpc, { actorId: adminId, userId: user.id })).toMatchObject({
      status: 'pending',
      role: 'admin',
    });
  });

  it('refuses a non-admin actor, or an actor who does not exist', async () => {
    const target = await signup(identity.rpc);
    const actor = await signup(identity.rpc);
    const forbidden = { code: ErrorCode.Forbidden, message: IdentityMessages.forbidden };
    await expectRefusal(
      identity.rpc.request(UpdateUserRpc, {
        userId: target.user.id,
        actorId: actor.user.id,
        status: 'cancelled',
      }),
      forbidden,
    );
    await expectRefusal(
      identity.rpc.request(UpdateUserRpc, { userId: actor.user.id, actorId: actor.user.id, role: 'admin' }),
      forbidden,
    );
    await expectRefusal(
      identity.rpc.request(UpdateUserRpc, {
        userId: target.user.id,
        actorId: randomUUID(),
        status: 'cancelled',
      }),
      forbidden,
    );
    expect(
      await identity.rpc.request(GetUserRpc, { actorId: adminId, userId: target.user.id }),
    ).toMatchObject({
      status: 'active',
    });
    expect(await identity.rpc.request(GetUserRpc, { actorId: adminId, userId: actor.user.id })).toMatchObject(
      { role: 'user' },
    );
  });

  it('refuses admin reads to a non-admin actor', async () => {
    const target = await signup(identity.rpc);
    const actor = await signup(identity.rpc);
    const forbidden = { code: ErrorCode.Forbidden, message: IdentityMessages.forbidden };
    await expectRefusal(identity.rpc.request(ListUsersRpc, { actorId: actor.user.id }), forbidden);
    await expectRefusal(
      identity.rpc.request(GetUserRpc, { actorId: actor.user.id, userId: target.user.id }),
      forbidden,
    );
    await expectRefusal(identity.rpc.request(ListUsersRpc, { actorId: randomUUID() }), forbidden);
  });

  it('answers NOT_FOUND for an unknown target', async () => {
    await expectRefusal(
      identity.rpc.request(UpdateUserRpc, { userId: randomUUID(), actorId: adminId, status: 'active' }),
      {
        code: ErrorCode.NotFound,
        message: IdentityMessages.userNotFound,
      },
    );
  });

  it('ends the sessions of an account it cancels, and names them', async () => {
    const session = await signup(identity.rpc);
    const other = await identity.rpc.request(LoginRpc, {
      email: session.user.email,
      password: TEST_PASSWORD,
    });
    const updated = await identity.rpc.request(UpdateUserRpc, {
      userId: session.user.id,
      actorId: adminId,
      status: 'cancelled',
    });
    expect(updated.revokedSessionIds.sort()).toEqual([session.sessionId, other.sessionId].sort());
    expect((await identity.rpc.request(GetSessionRpc, { sessionId: session.sessionId })).active).toBe(false);
    expect((await identity.rpc.request(GetSessionRpc, { sessionId: other.sessionId })).active).toBe(false);
  });
});
