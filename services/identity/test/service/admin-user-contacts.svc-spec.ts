import { randomUUID } from 'node:crypto';
import {
  CountUsersRpc,
  ErrorCode,
  IdentityMessages,
  SignupRpc,
  UserContactsRpc,
  type RpcRequest,
} from '@hirerelay/contracts';
import { expectRefusal, TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUsersService } from '../../src/admin/admin-users.service.js';
import { AuthService } from '../../src/auth/auth.service.js';
import { startIdentityModule, type IdentityModule } from './identity-module.js';

// Staff screens that show whose something is: users' names and e-mails by id (the staff jobs
// list's owners), and the total over User Management. Both are staff-only.
const STAFF_EMAIL = uniqueEmail('contacts-admin');
const TAG = `tag${randomUUID().slice(0, 8)}`;
let identity: IdentityModule;
let admins: AdminUsersService;
let staffId: string;
const members: { id: string; email: string }[] = [];

beforeAll(async () => {
  identity = await startIdentityModule({ ADMIN_EMAILS: STAFF_EMAIL });
  admins = identity.app.get(AdminUsersService);
  const auth = identity.app.get(AuthService);
  const signup = (email: string) =>
    auth.signup(SignupRpc.request.parse({ email, password: TEST_PASSWORD, smsConsent: false }));
  staffId = (await signup(STAFF_EMAIL)).user.id;
  for (const label of ['ann', 'ben', 'cat']) {
    const email = uniqueEmail(`${TAG}-${label}`);
    const { user } = await signup(email);
    members.push({ id: user.id, email });
  }
  await identity.sql.query('UPDATE profiles SET full_name = $2 WHERE user_id = $1', [
    members[0]!.id,
    'Ann Example',
  ]);
  await identity.sql.query("UPDATE users SET status = 'pending' WHERE id = $1", [members[2]!.id]);
});
afterAll(async () => {
  await identity?.close();
});

const contacts = (actorId: string, userIds: string[]) =>
  admins.contacts(UserContactsRpc.request.parse({ actorId, userIds }));
const count = (actorId: string, filters: Omit<RpcRequest<typeof CountUsersRpc>, 'actorId'> = {}) =>
  admins.count(CountUsersRpc.request.parse({ ...filters, actorId }));

describe('users’ names and e-mails by id (staff)', () => {
  it('answers each known id once with its name and e-mail, and leaves out unknown ids', async () => {
    const [ann, ben] = members;
    const reply = await contacts(staffId, [ann!.id, ben!.id, ann!.id, randomUUID()]);
    const byId = Object.fromEntries(reply.users.map((user) => [user.id, user]));
    expect(reply.users).toHaveLength(2);
    expect(byId[ann!.id]).toEqual({ id: ann!.id, fullName: 'Ann Example', email: ann!.email });
    expect(byId[ben!.id]).toEqual({ id: ben!.id, fullName: null, email: ben!.email });
  });

  it('refuses a user who is not staff', async () => {
    await expectRefusal(contacts(members[1]!.id, [members[0]!.id]), {
      code: ErrorCode.Forbidden,
      message: IdentityMessages.forbidden,
    });
  });
});

describe('the total over User Management', () => {
  it('counts the accounts the filters match, the search included', async () => {
    expect((await count(staffId, { search: TAG })).total).toBe(3);
    expect((await count(staffId, { search: TAG, status: 'pending' })).total).toBe(1);
    expect((await count(staffId, { search: 'Ann Example' })).total).toBe(1);
    // Every account: the three, the admin and whoever else this database holds.
    expect((await count(staffId)).total).toBeGreaterThanOrEqual(4);
  });

  it('refuses a user who is not staff', async () => {
    await expectRefusal(count(members[0]!.id), {
      code: ErrorCode.Forbidden,
      message: IdentityMessages.forbidden,
    });
  });
});
