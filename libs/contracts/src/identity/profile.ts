import { z } from 'zod';
import {
  DISABILITY_STATUS_OPTIONS,
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  MILITARY_STATUS_OPTIONS,
  WORK_AUTHORIZATION_OPTIONS,
  plainText,
  ZEditableStep,
  ZOnboardingProfilePatch,
  ZOnboardingStep,
} from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZResumeTextState } from './resume-text.js';

export const ZResumeInfo = z.object({
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  uploadedAt: z.iso.datetime(),
});

/** The profile as its owner (and staff) see it: every field of both specs, camelCase. */
export const ZProfile = z.object({
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  address: z.string().nullable(),
  workAuthorization: z.enum(WORK_AUTHORIZATION_OPTIONS).nullable(),
  languagesSpoken: z.array(z.string()),
  yearsExperience: z.number().int().nullable(),
  militaryStatus: z.enum(MILITARY_STATUS_OPTIONS).nullable(),
  disabilityStatus: z.enum(DISABILITY_STATUS_OPTIONS).nullable(),
  ethnicity: z.enum(ETHNICITY_OPTIONS).nullable(),
  gender: z.enum(GENDER_OPTIONS).nullable(),
  resume: ZResumeInfo.nullable(),
  /** Whether the resume's text could be read (`none` without a resume); never the text itself. */
  resumeText: z.object({ state: ZResumeTextState }),
  smsConsent: z.boolean(),
  onboardingCompleted: z.boolean(),
  /**
   * Onboarding steps the user has saved at least once. The wizard ticks steps 1–4 from the data
   * present and the voluntary step and Review from this list.
   */
  onboardingCompletedSteps: z.array(ZOnboardingStep),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TProfile = z.infer<typeof ZProfile>;

const ZUserRef = z.object({ userId: z.uuid() });

export const GetProfileRpc = defineRpc('identity.profile.get.v1', ZUserRef, ZProfile, { idempotent: true });

/** Saves some fields (a wizard step or the settings form); `step` marks that step done. */
/** `PATCH /api/profile`: a wizard step's (or the settings form's) fields, plus which step they complete. */
export const ZProfilePatchBody = ZOnboardingProfilePatch.extend({ step: ZEditableStep.optional() });

export const UpdateProfileRpc = defineRpc(
  'identity.profile.update.v1',
  ZUserRef.extend({ patch: ZOnboardingProfilePatch, step: ZEditableStep.optional() }),
  ZProfile,
);

/** Records a resume the gateway stored under the user's prefix; replies with the key it replaced. */
export const SetResumeRpc = defineRpc(
  'identity.profile.set-resume.v1',
  ZUserRef.extend({
    objectKey: z.string().min(1).max(500),
    fileName: plainText(255).pipe(z.string().min(1)),
    size: z.number().int().positive(),
  }),
  z.object({ profile: ZProfile, replacedObjectKey: z.string().nullable() }),
);

export const RemoveResumeRpc = defineRpc(
  'identity.profile.remove-resume.v1',
  ZUserRef,
  z.object({ profile: ZProfile, removedObjectKey: z.string().nullable() }),
);

/** Where a user's resume lives, for the owner or an admin only (the gateway signs a short link). */
export const GetResumeObjectRpc = defineRpc(
  'identity.profile.get-resume-object.v1',
  z.object({ userId: z.uuid(), requesterId: z.uuid() }),
  z.object({ objectKey: z.string(), fileName: z.string() }),
  { idempotent: true },
);

/** Sets onboarding_completed when every required field is present; otherwise VALIDATION naming them. */
export const CompleteOnboardingRpc = defineRpc('identity.onboarding.complete.v1', ZUserRef, ZProfile);
