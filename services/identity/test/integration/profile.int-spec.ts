import { randomUUID } from 'node:crypto';
import {
  CompleteOnboardingRpc,
  ErrorCode,
  GetProfileRpc,
  GetResumeObjectRpc,
  GetSessionUserRpc,
  IdentityMessages,
  RemoveResumeRpc,
  SetResumeRpc,
  UpdateProfileRpc,
} from '@hirerelay/contracts';
import {
  MSG_FULL_NAME_REQUIRED,
  MSG_LANGUAGES_REQUIRED,
  MSG_PHONE_REQUIRED,
  MSG_WORK_AUTHORIZATION_REQUIRED,
} from '@hirerelay/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '@hirerelay/testing';
import {
  expectRefusal,
  rawRequest,
  signup,
  startIdentityProcess,
  type IdentityHarness,
} from '../support/identity-process.js';

const backing = inject('backing');
const adminEmail = uniqueEmail('profile-admin');
let identity: IdentityHarness;

beforeAll(async () => {
  // Not the shared system: it starts only what it checks (identity), with settings of its own.
  identity = await startIdentityProcess(backing, 'identity-profile', { ADMIN_EMAILS: adminEmail });
});

afterAll(async () => {
  await identity?.stop();
});

const resumeKey = (userId: string) => `${userId}/resumes/${randomUUID()}.pdf`;

describe('profile and onboarding', () => {
  it('starts empty', async () => {
    const { user } = await signup(identity.rpc, { smsConsent: true });
    expect(await identity.rpc.request(GetProfileRpc, { userId: user.id })).toMatchObject({
      userId: user.id,
      email: user.email,
      fullName: null,
      languagesSpoken: [],
      resume: null,
      smsConsent: true,
      onboardingCompleted: false,
      onboardingCompletedSteps: [],
    });
  });

  it('saves only the keys sent, ticks the step once, and clears optional values with null', async () => {
    const { user } = await signup(identity.rpc);
    const userId = user.id;
    const step1 = await identity.rpc.request(UpdateProfileRpc, {
      userId,
      step: 1,
      patch: { fullName: '  Ada Lovelace ', phoneNumber: '+1 (555) 010-0142' },
    });
    expect(step1).toMatchObject({
      fullName: 'Ada Lovelace',
      phoneNumber: '+1 (555) 010-0142',
      onboardingCompletedSteps: [1],
    });

    const step3 = await identity.rpc.request(UpdateProfileRpc, {
      userId,
      step: 3,
      patch: {
        yearsExperience: 0,
        portfolioUrl: 'https://ada.example.com',
        linkedinUrl: 'https://linkedin.com/in/ada',
      },
    });
    expect(step3).toMatchObject({
      fullName: 'Ada Lovelace',
      yearsExperience: 0,
      portfolioUrl: 'https://ada.example.com',
      linkedinUrl: 'https://linkedin.com/in/ada',
      onboardingCompletedSteps: [1, 3],
    });
    expect(Date.parse(step3.updatedAt)).toBeGreaterThanOrEqual(Date.parse(step1.updatedAt));

    const again = await identity.rpc.request(UpdateProfileRpc, {
      userId,
      step: 1,
      patch: { portfolioUrl: null },
    });
    expect(again).toMatchObject({
      fullName: 'Ada Lovelace',
      portfolioUrl: null,
      linkedinUrl: 'https://linkedin.com/in/ada',
      onboardingCompletedSteps: [1, 3],
    });

    const voluntary = await identity.rpc.request(UpdateProfileRpc, {
      userId,
      step: 5,
      patch: {
        militaryStatus: 'Protected veteran',
        ethnicity: 'Asian',
        gender: 'Female',
        disabilityStatus: 'No',
      },
    });
    expect(voluntary).toMatchObject({
      militaryStatus: 'Protected veteran',
      disabilityStatus: 'No',
      onboardingCompletedSteps: [1, 3, 5],
    });
    const { rows } = await identity.db.query(
      'SELECT onboarding_completed_steps FROM profiles WHERE user_id = $1',
      [userId],
    );
    expect(rows[0].onboarding_completed_steps).toEqual([1, 3, 5]);
  });

  it('refuses fields the patch does not allow, in the service itself', async () => {
    const { user } = await signup(identity.rpc);
    const refusal = await rawRequest(identity.nc, UpdateProfileRpc, {
      userId: user.id,
      patch: { onboardingCompleted: true },
    });
    expect(refusal).toMatchObject({ code: ErrorCode.Validation });
    expect((await identity.rpc.request(GetProfileRpc, { userId: user.id })).onboardingCompleted).toBe(false);
  });

  it('refuses to complete onboarding while required fields are missing, naming each', async () => {
    const { user } = await signup(identity.rpc);
    await identity.rpc.request(UpdateProfileRpc, { userId: user.id, step: 3, patch: { yearsExperience: 0 } });
    const error = await expectRefusal(identity.rpc.request(CompleteOnboardingRpc, { userId: user.id }), {
      code: ErrorCode.Validation,
      message: IdentityMessages.profileIncomplete,
    });
    // Exactly these; 0 years of experience is an answer, not a gap.
    expect(error.fields).toEqual({
      fullName: MSG_FULL_NAME_REQUIRED,
      phoneNumber: MSG_PHONE_REQUIRED,
      resume: IdentityMessages.resumeRequired,
      workAuthorization: MSG_WORK_AUTHORIZATION_REQUIRED,
      languagesSpoken: MSG_LANGUAGES_REQUIRED,
    });
    expect((await identity.rpc.request(GetProfileRpc, { userId: user.id })).onboardingCompleted).toBe(false);
  });

  it('completes onboarding once every required field and the resume are there', async () => {
    const { user } = await signup(identity.rpc);
    const userId = user.id;
    await identity.rpc.request(UpdateProfileRpc, {
      userId,
      step: 1,
      patch: { fullName: 'Grace Hopper', phoneNumber: '555-010-0142' },
    });
    await identity.rpc.request(SetResumeRpc, {
      userId,
      objectKey: resumeKey(userId),
      fileName: 'cv.pdf',
      size: 2048,
    });
    await identity.rpc.request(UpdateProfileRpc, { userId, step: 3, patch: { yearsExperience: 12 } });
    await identity.rpc.request(UpdateProfileRpc, {
      userId,
      step: 4,
      patch: { workAuthorization: 'US Citizen', languagesSpoken: 'English, , Spanish ' },
    });
    const done = await identity.rpc.request(CompleteOnboardingRpc, { userId });
    expect(done).toMatchObject({
      onboardingCompleted: true,
      languagesSpoken: ['English', 'Spanish'],
      onboardingCompletedSteps: [1, 3, 4, 6],
    });
    expect((await identity.rpc.request(GetSessionUserRpc, { userId })).onboardingCompleted).toBe(true);
    expect((await identity.rpc.request(CompleteOnboardingRpc, { userId })).onboardingCompleted).toBe(true);
  });

  it('answers NOT_FOUND for an unknown user', async () => {
    const expected = { code: ErrorCode.NotFound, message: IdentityMessages.userNotFound };
    await expectRefusal(identity.rpc.request(GetProfileRpc, { userId: randomUUID() }), expected);
    await expectRefusal(
      identity.rpc.request(UpdateProfileRpc, { userId: randomUUID(), patch: { fullName: 'Nobody' } }),
      expected,
    );
  });
});

describe('resume', () => {
  it('records a resume under the user prefix and reports the key it replaced', async () => {
    const { user } = await signup(identity.rpc);
    const first = resumeKey(user.id);
    const second = resumeKey(user.id);
    const set = await identity.rpc.request(SetResumeRpc, {
      userId: user.id,
      objectKey: first,
      fileName: 'a.pdf',
      size: 10,
    });
    expect(set.replacedObjectKey).toBeNull();
    expect(set.profile.resume).toMatchObject({ fileName: 'a.pdf', size: 10 });
    const replaced = await identity.rpc.request(SetResumeRpc, {
      userId: user.id,
      objectKey: second,
      fileName: 'b.pdf',
      size: 20,
    });
    expect(replaced.replacedObjectKey).toBe(first);
    // Recording the same object again must not have the gateway delete it.
    const same = await identity.rpc.request(SetResumeRpc, {
      userId: user.id,
      objectKey: second,
      fileName: 'b.pdf',
      size: 20,
    });
    expect(same.replacedObjectKey).toBeNull();

    const removed = await identity.rpc.request(RemoveResumeRpc, { userId: user.id });
    expect(removed).toMatchObject({ removedObjectKey: second, profile: { resume: null } });
    expect((await identity.rpc.request(RemoveResumeRpc, { userId: user.id })).removedObjectKey).toBeNull();
  });

  it.each([
    ['another user', (_own: string) => `${randomUUID()}/resumes/x.pdf`],
    ['outside the resumes folder', (own: string) => `${own}/documents/x.pdf`],
    ['climbing out of the prefix', (own: string) => `${own}/resumes/../../${randomUUID()}/resumes/x.pdf`],
    ['the bare prefix', (own: string) => `${own}/resumes/`],
  ])('refuses a key of %s', async (_label, key) => {
    const { user } = await signup(identity.rpc);
    await expectRefusal(
      identity.rpc.request(SetResumeRpc, {
        userId: user.id,
        objectKey: key(user.id),
        fileName: 'x.pdf',
        size: 1,
      }),
      { code: ErrorCode.Forbidden, message: IdentityMessages.forbidden },
    );
    expect((await identity.rpc.request(GetProfileRpc, { userId: user.id })).resume).toBeNull();
  });

  it('gives the stored object to its owner and to an admin only', async () => {
    const owner = await signup(identity.rpc);
    const stranger = await signup(identity.rpc);
    const admin = await signup(identity.rpc, { email: adminEmail });
    const key = resumeKey(owner.user.id);
    await identity.rpc.request(SetResumeRpc, {
      userId: owner.user.id,
      objectKey: key,
      fileName: 'cv.pdf',
      size: 5,
    });

    const expected = { objectKey: key, fileName: 'cv.pdf' };
    expect(
      await identity.rpc.request(GetResumeObjectRpc, { userId: owner.user.id, requesterId: owner.user.id }),
    ).toEqual(expected);
    expect(
      await identity.rpc.request(GetResumeObjectRpc, { userId: owner.user.id, requesterId: admin.user.id }),
    ).toEqual(expected);
    const forbidden = { code: ErrorCode.Forbidden, message: IdentityMessages.forbidden };
    await expectRefusal(
      identity.rpc.request(GetResumeObjectRpc, { userId: owner.user.id, requesterId: stranger.user.id }),
      forbidden,
    );
    await expectRefusal(
      identity.rpc.request(GetResumeObjectRpc, { userId: owner.user.id, requesterId: randomUUID() }),
      forbidden,
    );
    await expectRefusal(
      identity.rpc.request(GetResumeObjectRpc, { userId: stranger.user.id, requesterId: stranger.user.id }),
      { code: ErrorCode.NotFound, message: IdentityMessages.resumeNotFound },
    );
  });
});
