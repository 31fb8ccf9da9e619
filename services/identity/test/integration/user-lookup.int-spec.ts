import { randomUUID } from 'node:crypto';
import { ErrorCode, LookupUsersRpc, UpdateProfileRpc, UpdateUserRpc } from '@hirerelay/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '@hirerelay/testing';
import {
  rawRequest,
  signup,
  startIdentityProcess,
  type IdentityHarness,
} from '../support/identity-process.js';

const backing = inject('backing');
const adminEmail = uniqueEmail('lookup-admin');
let identity: IdentityHarness;
let adminId: string;

beforeAll(async () => {
  // Not the shared system: it starts only what it checks (identity), with settings of its own.
  identity = await startIdentityProcess(backing, 'identity-user-lookup', { ADMIN_EMAILS: adminEmail });
  adminId = (await signup(identity.rpc, { email: adminEmail })).user.id;
});

afterAll(async () => {
  await identity?.stop();
});

describe('user lookup for other services', () => {
  it('answers each known id once with the profile name, role and status; unknown ids are absent', async () => {
    const named = (await signup(identity.rpc)).user.id;
    const unnamed = (await signup(identity.rpc)).user.id;
    await identity.rpc.request(UpdateProfileRpc, { userId: named, patch: { fullName: 'Grace Hopper' } });
    await identity.rpc.request(UpdateUserRpc, { userId: unnamed, actorId: adminId, status: 'cancelled' });
    const unknown = randomUUID();

    const { users } = await identity.rpc.request(LookupUsersRpc, {
      userIds: [named, unknown, adminId, unnamed, named],
    });

    expect([...users].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: named, fullName: 'Grace Hopper', role: 'user', status: 'active' },
        { id: adminId, fullName: null, role: 'admin', status: 'active' },
        { id: unnamed, fullName: null, role: 'user', status: 'cancelled' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    // Other services learn nothing more than the contract's summary (no e-mail, no profile).
    expect(JSON.stringify(users)).not.toContain('@example.com');
  });

  it('answers an empty list with no users', async () => {
    expect(await identity.rpc.request(LookupUsersRpc, { userIds: [] })).toEqual({ users: [] });
  });

  it('refuses ids that are not uuids, and more than 200 at once, in the service itself', async () => {
    const notUuid = await rawRequest(identity.nc, LookupUsersRpc, { userIds: ['1 OR 1=1'] });
    expect(notUuid).toMatchObject({ code: ErrorCode.Validation });
    const tooMany = await rawRequest(identity.nc, LookupUsersRpc, {
      userIds: Array.from({ length: 201 }, () => randomUUID()),
    });
    expect(tooMany).toMatchObject({ code: ErrorCode.Validation });
  });
});
