import { ErrorCode, IdentityMessages, RefreshSessionRpc, SignupRpc } from '@hirerelay/contracts';
import { expectRefusal, TEST_PASSWORD, uniqueEmail, useFakeDate } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../../src/auth/auth.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

// The grace window for two tabs refreshing with one token (REFRESH_REUSE_GRACE_SECONDS), on a
// clock the test sets: rotation times are stamped and compared by the service, not the database.
const GRACE_SECONDS = 10;
let identity: IdentityModule;
let auth: AuthService;

beforeAll(async () => {
  identity = await startIdentityModule({ REFRESH_REUSE_GRACE_SECONDS: String(GRACE_SECONDS) });
  auth = identity.app.get(AuthService);
});
afterAll(async () => {
  await identity?.close();
});
const later = useFakeDate();
const signUp = () =>
  auth.signup(SignupRpc.request.parse({ email: uniqueEmail(), password: TEST_PASSWORD, smsConsent: false }));
const refresh = (refreshToken: string) => auth.refresh(RefreshSessionRpc.request.parse({ refreshToken }));

/** A refresh that must be issued, not refused as reuse. */
async function refreshIssued(refreshToken: string) {
  const result = await refresh(refreshToken);
  if ('reuseDetected' in result) throw new Error(`refused as reuse: ${JSON.stringify(result)}`);
  return result;
}

const sessionActive = async (sessionId: string) => (await auth.getSession({ sessionId })).active;
const sessionExpired = { code: ErrorCode.Unauthenticated, message: IdentityMessages.sessionExpired };

describe('a rotated refresh token presented again', () => {
  it(`within ${GRACE_SECONDS} s of its rotation gets one sibling token in the same session`, async () => {
    const first = await signUp();
    const rotated = await refreshIssued(first.refreshToken);
    later(GRACE_SECONDS * 1000);
    const sibling = await refreshIssued(first.refreshToken);
    expect(sibling.sessionId).toBe(first.sessionId);
    expect(sibling.refreshToken).not.toBe(rotated.refreshToken);
    // Both tabs carry on with their own token.
    await refreshIssued(rotated.refreshToken);
    await refreshIssued(sibling.refreshToken);
    expect(await sessionActive(first.sessionId)).toBe(true);
  });

  it('a moment after the window ends the whole session, naming it', async () => {
    const first = await signUp();
    const rotated = await refreshIssued(first.refreshToken);
    later(GRACE_SECONDS * 1000 + 1);
    expect(await refresh(first.refreshToken)).toEqual({
      reuseDetected: true,
      revokedSessionIds: [first.sessionId],
    });
    expect(await sessionActive(first.sessionId)).toBe(false);
    await expectRefusal(refresh(rotated.refreshToken), sessionExpired);
  });

  it('a second time within the window is theft: one sibling per rotated token', async () => {
    const first = await signUp();
    await refreshIssued(first.refreshToken);
    const sibling = await refreshIssued(first.refreshToken);
    expect(await refresh(first.refreshToken)).toEqual({
      reuseDetected: true,
      revokedSessionIds: [first.sessionId],
    });
    expect(await sessionActive(first.sessionId)).toBe(false);
    await expectRefusal(refresh(sibling.refreshToken), sessionExpired);
  });

  it('by two tabs at the same instant gives each its own token in the one session', async () => {
    const first = await signUp();
    const [a, b] = await Promise.all([refreshIssued(first.refreshToken), refreshIssued(first.refreshToken)]);
    expect([a.sessionId, b.sessionId]).toEqual([first.sessionId, first.sessionId]);
    expect(a.refreshToken).not.toBe(b.refreshToken);
    await refreshIssued(a.refreshToken);
    await refreshIssued(b.refreshToken);
    expect(await sessionActive(first.sessionId)).toBe(true);
  });
});
