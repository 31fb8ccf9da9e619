import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@hirerelay/nest-common';
import type { Tx, Database } from '../database.js';
import type { Prisma } from '../generated/prisma/client.js';

const withUser = { user: true } as const;
export type ProfileWithUser = Prisma.ProfileGetPayload<{ include: typeof withUser }>;

/** Profile columns a save may change (the keys of the onboarding/settings patch, `ZOnboardingProfilePatch`). */
export type ProfileChanges = Pick<
  Prisma.ProfileUncheckedUpdateInput,
  | 'fullName'
  | 'phoneNumber'
  | 'yearsExperience'
  | 'workAuthorization'
  | 'languagesSpoken'
  | 'portfolioUrl'
  | 'linkedinUrl'
  | 'militaryStatus'
  | 'ethnicity'
  | 'gender'
  | 'disabilityStatus'
  | 'address'
>;

export interface ResumeRecord {
  objectKey: string;
  fileName: string;
  size: number;
}

@Injectable()
export class ProfileRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  find(userId: string): Promise<ProfileWithUser | null> {
    return this.findInTx(this.db, userId);
  }

  /** `find` inside the caller's transaction, so it sees the transaction's own changes. */
  findInTx(tx: Tx, userId: string): Promise<ProfileWithUser | null> {
    return tx.profile.findUnique({ where: { userId }, include: withUser });
  }

  /** Applies the changes and, with `step`, ticks that onboarding step; null when there is no profile. */
  async update(
    db: Tx,
    userId: string,
    changes: ProfileChanges & { onboardingCompleted?: boolean },
    step?: number,
  ): Promise<ProfileWithUser | null> {
    // updated_at is set explicitly: a save that only ticks a step still changes the profile.
    const { count } = await db.profile.updateMany({
      where: { userId },
      data: { ...changes, updatedAt: new Date() },
    });
    if (count === 0) return null;
    if (step !== undefined) await this.addCompletedStep(db, userId, step);
    return this.findInTx(db, userId);
  }

  async markOnboardingCompleted(db: Tx, userId: string, reviewStep: number): Promise<ProfileWithUser | null> {
    return this.update(db, userId, { onboardingCompleted: true }, reviewStep);
  }

  /**
   * Records a new resume and returns the object key it replaced (null if none). The row is locked
   * first so two uploads racing cannot both report the same old key and leak the other's object.
   */
  async replaceResume(
    db: Tx,
    userId: string,
    resume: ResumeRecord | null,
  ): Promise<{ profile: ProfileWithUser; previousKey: string | null } | null> {
    const locked = await db.$queryRaw<{ resume_object_key: string | null }[]>`
      SELECT resume_object_key FROM profiles WHERE user_id = ${userId}::uuid FOR UPDATE`;
    if (locked.length === 0) return null;
    await db.profile.update({
      where: { userId },
      data: {
        resumeObjectKey: resume?.objectKey ?? null,
        resumeFileName: resume?.fileName ?? null,
        resumeSize: resume?.size ?? null,
        resumeUploadedAt: resume ? new Date() : null,
        // A new resume waits to be read (ProfileResumeTextWork); none has no text state.
        resumeTextState: resume ? 'pending' : null,
        resumeTextReason: null,
        resumeText: null,
        resumeTextAt: null,
      },
    });
    const profile = await this.findInTx(db, userId);
    return profile && { profile, previousKey: locked[0]?.resume_object_key ?? null };
  }

  // In SQL so concurrent saves of different steps cannot overwrite each other's tick.
  private async addCompletedStep(db: Tx, userId: string, step: number): Promise<void> {
    await db.$executeRaw`
      UPDATE profiles
         SET onboarding_completed_steps = ARRAY(
               SELECT DISTINCT s FROM unnest(array_append(onboarding_completed_steps, ${step}::int)) AS s ORDER BY s)
       WHERE user_id = ${userId}::uuid`;
  }
}
