import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  IdentityMessages,
  type CompleteOnboardingRpc,
  type GetProfileRpc,
  type GetResumeObjectRpc,
  ResumeTextChangedEvent,
  type RemoveResumeRpc,
  type RpcReply,
  type SetResumeRpc,
  type TProfile,
  type UpdateProfileRpc,
} from '@hirerelay/contracts';
import { enqueueEvent, OUTBOX_RELAY, type OutboxRelay, type RpcInput } from '@hirerelay/nest-common';
import {
  findMissingProfileFields,
  MSG_EMAIL_REQUIRED,
  MSG_FULL_NAME_REQUIRED,
  MSG_LANGUAGES_REQUIRED,
  MSG_PHONE_REQUIRED,
  MSG_WORK_AUTHORIZATION_REQUIRED,
  MSG_YEARS_EXPERIENCE_REQUIRED,
  type TOnboardingProfilePatch,
  type TReviewField,
  REVIEW_STEP,
  isActiveAdmin,
} from '@hirerelay/domain';
import { Transactions } from '../database.js';
import { UserRepository } from '../users/user.repository.js';
import { toProfile } from './profile.mapper.js';
import { ProfileRepository, type ProfileChanges, type ProfileWithUser } from './profile.repository.js';
import { resumeTextRemoved } from './resume-text.rules.js';
import { ProfileResumeTextWork } from './resume-text.service.js';

/** How each missing Review field is reported: keyed like the profile reply, worded like the spec. */
const MISSING_FIELD: Record<TReviewField, { key: keyof TProfile; message: string }> = {
  fullName: { key: 'fullName', message: MSG_FULL_NAME_REQUIRED },
  email: { key: 'email', message: MSG_EMAIL_REQUIRED },
  phoneNumber: { key: 'phoneNumber', message: MSG_PHONE_REQUIRED },
  resumeUrl: { key: 'resume', message: IdentityMessages.resumeRequired },
  yearsExperience: { key: 'yearsExperience', message: MSG_YEARS_EXPERIENCE_REQUIRED },
  workAuthorization: { key: 'workAuthorization', message: MSG_WORK_AUTHORIZATION_REQUIRED },
  languagesSpoken: { key: 'languagesSpoken', message: MSG_LANGUAGES_REQUIRED },
};

const userNotFound = () => new AppError(ErrorCode.NotFound, IdentityMessages.userNotFound);
const forbidden = () => new AppError(ErrorCode.Forbidden, IdentityMessages.forbidden);

@Injectable()
export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly users: UserRepository,
    private readonly transactions: Transactions,
    private readonly resumeTexts: ProfileResumeTextWork,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  async get({ userId }: RpcInput<typeof GetProfileRpc>): Promise<TProfile> {
    return toProfile(await this.existing(userId));
  }

  /** Saves only the keys present in the patch (null clears an optional one) and ticks `step`. */
  async update({ userId, patch, step }: RpcInput<typeof UpdateProfileRpc>): Promise<TProfile> {
    const profile = await this.transactions.run((tx) =>
      this.profiles.update(tx, userId, toChanges(patch), step),
    );
    if (!profile) throw userNotFound();
    return toProfile(profile);
  }

  async complete({ userId }: RpcInput<typeof CompleteOnboardingRpc>): Promise<TProfile> {
    const current = await this.existing(userId);
    if (current.onboardingCompleted) return toProfile(current);
    const missing = findMissingProfileFields({
      fullName: current.fullName,
      email: current.user.email,
      phoneNumber: current.phoneNumber,
      resumeUrl: current.resumeObjectKey,
      yearsExperience: current.yearsExperience,
      workAuthorization: current.workAuthorization,
      languagesSpoken: current.languagesSpoken,
    });
    if (missing.length > 0) {
      const fields = Object.fromEntries(
        missing.map(({ field }) => [MISSING_FIELD[field].key, MISSING_FIELD[field].message]),
      );
      throw new AppError(ErrorCode.Validation, IdentityMessages.profileIncomplete, fields);
    }
    const profile = await this.transactions.run((tx) =>
      this.profiles.markOnboardingCompleted(tx, userId, REVIEW_STEP),
    );
    if (!profile) throw userNotFound();
    return toProfile(profile);
  }

  /**
   * The gateway uploads the file and then records it here. The key must lie under the user's own
   * prefix, so a caller cannot attach (and later have deleted) someone else's object.
   */
  async setResume(request: RpcInput<typeof SetResumeRpc>): Promise<RpcReply<typeof SetResumeRpc>> {
    if (!isUnderPrefix(request.objectKey, `${request.userId}/resumes/`)) throw forbidden();
    const result = await this.transactions.run((tx) =>
      this.profiles.replaceResume(tx, request.userId, {
        objectKey: request.objectKey,
        fileName: request.fileName,
        size: request.size,
      }),
    );
    if (!result) throw userNotFound();
    // Its text is read off the request path (the row is `pending` until then).
    this.resumeTexts.kick();
    // Re-recording the same key must not make the gateway delete the object it just stored.
    const replaced = result.previousKey === request.objectKey ? null : result.previousKey;
    return { profile: toProfile(result.profile), replacedObjectKey: replaced };
  }

  async removeResume({
    userId,
  }: RpcInput<typeof RemoveResumeRpc>): Promise<RpcReply<typeof RemoveResumeRpc>> {
    const result = await this.transactions.run(async (tx) => {
      const removed = await this.profiles.replaceResume(tx, userId, null);
      if (removed?.previousKey) {
        await enqueueEvent(tx, 'identity', ResumeTextChangedEvent, resumeTextRemoved(userId, new Date()));
      }
      return removed;
    });
    if (!result) throw userNotFound();
    if (result.previousKey) this.relay.kick();
    return { profile: toProfile(result.profile), removedObjectKey: result.previousKey };
  }

  /** The owner or an admin only; checked before anything about the target is revealed. */
  async getResumeObject({
    userId,
    requesterId,
  }: RpcInput<typeof GetResumeObjectRpc>): Promise<RpcReply<typeof GetResumeObjectRpc>> {
    if (requesterId !== userId) {
      const requester = await this.users.findById(requesterId);
      if (!requester || !isActiveAdmin(requester)) throw forbidden();
    }
    const profile = await this.existing(userId);
    if (!profile.resumeObjectKey) throw new AppError(ErrorCode.NotFound, IdentityMessages.resumeNotFound);
    return { objectKey: profile.resumeObjectKey, fileName: profile.resumeFileName ?? 'resume.pdf' };
  }

  private async existing(userId: string): Promise<ProfileWithUser> {
    const profile = await this.profiles.find(userId);
    if (!profile) throw userNotFound();
    return profile;
  }
}

/** The patch's keys are profile columns of the same name; absent keys stay untouched. */
function toChanges(patch: TOnboardingProfilePatch): ProfileChanges {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as ProfileChanges;
}

// Object keys are not paths, but tools that treat them as such would resolve `..`; refuse it.
function isUnderPrefix(objectKey: string, prefix: string): boolean {
  return (
    objectKey.startsWith(prefix) && objectKey.length > prefix.length && !objectKey.split('/').includes('..')
  );
}
