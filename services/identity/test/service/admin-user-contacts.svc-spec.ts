import { randomUUID } from 'node:crypto';
import {
  CountUsersRpc,
  ErrorCode,
  IdentityMessages,
  INVALID_CURSOR,
  ListUsersRpc,
  SignupRpc,
  UserContactsRpc,
  type RpcRequest,
} from '@hirerelay/contracts';
import { expectRefusal, TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUsersService } from '../../src/admin/admin-users.service.js';
import { AuthService } from '../../src/auth/auth.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

// Staff screens that show whose something is: users' names and e-mails by id (the staff jobs
// list's owners), the total over User Management and its sortable columns. All staff-only.
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

describe('sorting User Management by a column', () => {
  const list = (request: Omit<RpcRequest<typeof ListUsersRpc>, 'actorId'>) =>
    admins.list(ListUsersRpc.request.parse({ ...request, actorId: staffId }));
  const emails = (page: { items: { email: string }[] }) => page.items.map((user) => user.email);
  const sortedEmails = () => members.map((member) => member.email).sort();

  it('sorts by e-mail either way, the search and filters still applied', async () => {
    expect(emails(await list({ search: TAG, sort: 'email' }))).toEqual(sortedEmails());
    expect(emails(await list({ search: TAG, sort: 'email', direction: 'desc' }))).toEqual(
      sortedEmails().reverse(),
    );
    expect(emails(await list({ search: TAG, status: 'pending', sort: 'email' }))).toEqual([
      members[2]!.email,
    ]);
  });

  it('sorts by name ignoring case, accounts without a name first, ties by id', async () => {
    const page = await list({ search: TAG, sort: 'name', direction: 'desc' });
    expect(page.items[0]?.fullName).toBe('Ann Example');
    expect(page.items.slice(1).map((user) => user.fullName)).toEqual([null, null]);
  });

  it('walks the same order page by page through its cursors, and refuses a cursor of another order', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 5; pages += 1) {
      const page = await list({ search: TAG, sort: 'email', limit: 1, ...(cursor ? { cursor } : {}) });
      seen.push(...emails(page));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(sortedEmails());
    const first = await list({ search: TAG, sort: 'email', limit: 1 });
    await expectRefusal(list({ search: TAG, sort: 'name', limit: 1, cursor: first.nextCursor! }), {
      code: ErrorCode.Validation,
      fields: { cursor: INVALID_CURSOR },
    });
  });
});
