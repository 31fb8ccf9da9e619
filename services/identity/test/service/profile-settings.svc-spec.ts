import { randomUUID } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  SetResumeRpc,
  SignupRpc,
  UpdateProfileRpc,
  type RpcRequest,
  type TProfile,
} from '@hirerelay/contracts';
import {
  MAX_ADDRESS_LENGTH,
  MSG_INVALID_CHARACTERS,
  MSG_INVALID_OPTION,
  MSG_LANGUAGES_REQUIRED,
  MSG_WORK_AUTHORIZATION_REQUIRED,
  MSG_YEARS_EXPERIENCE_RANGE,
  MSG_YEARS_EXPERIENCE_REQUIRED,
  msgTooLong,
} from '@hirerelay/domain';
import { expectRefusal, TEST_PASSWORD, uniqueEmail } from '@hirerelay/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthService } from '../../src/auth/auth.service.js';
import { ProfileService } from '../../src/profile/profile.service.js';
import { startIdentityModule, type IdentityModule } from '../support/identity-module.js';

// Settings changes the application data after onboarding: the same profile update as
// the wizard's steps, under the same rules and messages (ZOnboardingProfilePatch), plus the address.
let identity: IdentityModule;
let auth: AuthService;
let profiles: ProfileService;

beforeAll(async () => {
  identity = await startIdentityModule();
  auth = identity.app.get(AuthService);
  profiles = identity.app.get(ProfileService);
});
afterAll(async () => {
  await identity?.close();
});

type TPatch = RpcRequest<typeof UpdateProfileRpc>['patch'];

/**
 * A save as the handler receives it: the request parsed by the RPC contract (`@RpcPayload`), whose
 * refusal is a VALIDATION AppError naming the fields, then the service.
 */
function save(userId: string, patch: Record<string, unknown>, step?: number): Promise<TProfile> {
  const parsed = UpdateProfileRpc.request.safeParse({ userId, patch, ...(step ? { step } : {}) });
  if (!parsed.success) return Promise.reject(AppError.fromZod(parsed.error));
  return profiles.update(parsed.data);
}

/** An applicant who finished onboarding, with the answers the wizard collected. */
async function onboardedUser(): Promise<{ userId: string; profile: TProfile }> {
  const { user } = await auth.signup(
    SignupRpc.request.parse({
      email: uniqueEmail('settings-app'),
      password: TEST_PASSWORD,
      smsConsent: false,
    }),
  );
  const userId = user.id;
  const steps: [number, TPatch][] = [
    [1, { fullName: 'Grace Hopper', phoneNumber: '+1 555 010 0199' }],
    [3, { yearsExperience: 7, portfolioUrl: null, linkedinUrl: 'https://www.linkedin.com/in/grace' }],
    [4, { workAuthorization: 'US Citizen', languagesSpoken: ['English'] }],
    [
      5,
      { militaryStatus: 'Protected veteran', ethnicity: 'Asian', gender: 'Female', disabilityStatus: 'No' },
    ],
  ];
  for (const [step, patch] of steps) await save(userId, patch, step);
  await profiles.setResume(
    SetResumeRpc.request.parse({
      userId,
      objectKey: `${userId}/resumes/${randomUUID()}.pdf`,
      fileName: 'grace.pdf',
      size: 1000,
    }),
  );
  const profile = await profiles.complete({ userId });
  expect(profile.onboardingCompleted).toBe(true);
  return { userId, profile };
}

// The resume's text state moves on its own (read in the background): not part of these comparisons.
const stable = ({ updatedAt: _updatedAt, resumeText: _resumeText, ...profile }: TProfile) => profile;

describe('application data in settings', () => {
  it('changes years, work authorization, languages, links, address and the voluntary answers after onboarding', async () => {
    const { userId, profile: before } = await onboardedUser();

    const saved = await save(userId, {
      yearsExperience: '12',
      workAuthorization: 'H-1B Visa',
      languagesSpoken: ' Spanish, ,English ',
      portfolioUrl: 'https://grace.example.com',
      linkedinUrl: '',
      address: '  1 Navy Yard, Arlington, VA  ',
      militaryStatus: '',
      ethnicity: 'Decline To Self Identify',
      gender: 'Decline To Self Identify',
      disabilityStatus: 'Decline to answer',
    });

    const expected = {
      ...stable(before),
      yearsExperience: 12,
      workAuthorization: 'H-1B Visa',
      languagesSpoken: ['Spanish', 'English'],
      portfolioUrl: 'https://grace.example.com',
      linkedinUrl: null,
      address: '1 Navy Yard, Arlington, VA',
      militaryStatus: null,
      ethnicity: 'Decline To Self Identify',
      gender: 'Decline To Self Identify',
      disabilityStatus: 'Decline to answer',
    };
    // Everything else (name, phone, resume, onboarding state and its steps) stays as it was.
    expect(stable(saved)).toEqual(expected);
    expect(stable(await profiles.get({ userId }))).toEqual(expected);
    const { rows } = await identity.sql.query<{ address: string | null; languages_spoken: string[] }>(
      'SELECT address, languages_spoken FROM profiles WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]).toEqual({
      address: '1 Navy Yard, Arlington, VA',
      languages_spoken: ['Spanish', 'English'],
    });

    // Blank clears the address, as it clears the optional links.
    expect((await save(userId, { address: '   ' })).address).toBeNull();
  });

  it('refuses what onboarding refuses, with its messages, and changes nothing', async () => {
    const { userId, profile: before } = await onboardedUser();

    await expectRefusal(
      save(userId, {
        yearsExperience: 51,
        workAuthorization: 'Astronaut',
        languagesSpoken: ' , ',
        gender: 'Robot',
        address: 'x'.repeat(MAX_ADDRESS_LENGTH + 1),
        portfolioUrl: 'javascript:alert(1)',
      }),
      {
        code: ErrorCode.Validation,
        fields: {
          'patch.yearsExperience': MSG_YEARS_EXPERIENCE_RANGE,
          'patch.workAuthorization': MSG_WORK_AUTHORIZATION_REQUIRED,
          'patch.languagesSpoken': MSG_LANGUAGES_REQUIRED,
          'patch.gender': MSG_INVALID_OPTION,
          'patch.address': msgTooLong(MAX_ADDRESS_LENGTH),
          'patch.portfolioUrl': 'Please enter a valid URL',
        },
      },
    );
    await expectRefusal(save(userId, { address: '1 Navy Yard\u202E' }), {
      code: ErrorCode.Validation,
      fields: { 'patch.address': MSG_INVALID_CHARACTERS },
    });
    expect(stable(await profiles.get({ userId }))).toEqual(stable(before));
  });

  it('does not let a required answer be cleared', async () => {
    const { userId, profile: before } = await onboardedUser();

    await expectRefusal(
      save(userId, { yearsExperience: null, workAuthorization: null, languagesSpoken: [] }),
      {
        code: ErrorCode.Validation,
        fields: {
          'patch.yearsExperience': MSG_YEARS_EXPERIENCE_REQUIRED,
          'patch.workAuthorization': MSG_WORK_AUTHORIZATION_REQUIRED,
          'patch.languagesSpoken': MSG_LANGUAGES_REQUIRED,
        },
      },
    );
    await expectRefusal(save(userId, { yearsExperience: '' }), {
      code: ErrorCode.Validation,
      fields: { 'patch.yearsExperience': MSG_YEARS_EXPERIENCE_REQUIRED },
    });
    expect(stable(await profiles.get({ userId }))).toEqual(stable(before));
  });

  it("changes only the caller's profile", async () => {
    const mine = await onboardedUser();
    const theirs = await onboardedUser();

    await save(mine.userId, { address: '1 Navy Yard, Arlington, VA', workAuthorization: 'Other' });

    expect(stable(await profiles.get({ userId: theirs.userId }))).toEqual(stable(theirs.profile));
  });
});
