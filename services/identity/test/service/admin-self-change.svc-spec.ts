import { ErrorCode, IdentityMessages, SignupRpc, UpdateUserRpc } from '@hirerelay/contracts';
import { expectRefusal, TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUsersService } from '../../src/admin/admin-users.service.js';
import { AuthService } from '../../src/auth/auth.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

// Staff cannot lock themselves out: an admin may not remove their own admin role or cancel their
// own account; another admin may do either.
const ADMINS = ['demoting', 'cancelling', 'target', 'other'].map((label) => uniqueEmail(`admin-${label}`));
let identity: IdentityModule;
let admins: AdminUsersService;
let auth: AuthService;

beforeAll(async () => {
  identity = await startIdentityModule({ ADMIN_EMAILS: ADMINS.join(',') });
  admins = identity.app.get(AdminUsersService);
  auth = identity.app.get(AuthService);
});
afterAll(async () => {
  await identity?.close();
});

/** A new admin (listed in ADMIN_EMAILS, so signing up makes them one) and their session. */
async function newAdmin(email: string) {
  return auth.signup(SignupRpc.request.parse({ email, password: TEST_PASSWORD, smsConsent: false }));
}

const update = (request: { userId: string; actorId: string; role?: 'user'; status?: 'cancelled' }) =>
  admins.update(UpdateUserRpc.request.parse(request));

async function stored(userId: string) {
  const { rows } = await identity.sql.query<{ role: string; status: string }>(
    'SELECT role, status FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

describe('an admin changing their own account', () => {
  it('may not remove their own admin role; the refusal names the field and nothing changes', async () => {
    const { user } = await newAdmin(ADMINS[0]!);
    await expectRefusal(update({ userId: user.id, actorId: user.id, role: 'user' }), {
      code: ErrorCode.Forbidden,
      message: IdentityMessages.cannotRemoveOwnAdminRole,
      fields: { role: IdentityMessages.cannotRemoveOwnAdminRole },
    });
    expect(await stored(user.id)).toEqual({ role: 'admin', status: 'active' });
  });

  it('may not cancel their own account; the refusal names the field and the session goes on', async () => {
    const { user, sessionId } = await newAdmin(ADMINS[1]!);
    await expectRefusal(update({ userId: user.id, actorId: user.id, status: 'cancelled' }), {
      code: ErrorCode.Forbidden,
      message: IdentityMessages.cannotCancelOwnAccount,
      fields: { status: IdentityMessages.cannotCancelOwnAccount },
    });
    expect(await stored(user.id)).toEqual({ role: 'admin', status: 'active' });
    expect((await auth.getSession({ sessionId })).active).toBe(true);
  });

  it('is left to another admin, who may demote and cancel them', async () => {
    const { user: target, sessionId } = await newAdmin(ADMINS[2]!);
    const { user: other } = await newAdmin(ADMINS[3]!);
    // Demoted: the sessions end, as their access tokens still say admin (the gateway trusts them).
    const demoted = await update({ userId: target.id, actorId: other.id, role: 'user' });
    expect(demoted).toMatchObject({ role: 'user', revokedSessionIds: [sessionId] });
    expect((await auth.getSession({ sessionId })).active).toBe(false);
    const cancelled = await update({ userId: target.id, actorId: other.id, status: 'cancelled' });
    expect(cancelled).toMatchObject({ status: 'cancelled', revokedSessionIds: [] });
    expect(await stored(target.id)).toEqual({ role: 'user', status: 'cancelled' });
  });
});
