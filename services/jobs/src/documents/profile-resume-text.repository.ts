import { Injectable } from '@nestjs/common';
import type { EventPayload, ResumeTextChangedEvent } from '@hirerelay/contracts';
import type { Tx } from '../database.js';

type TResumeTextChanged = EventPayload<typeof ResumeTextChangedEvent>;

/** jobs' copy of each user's profile resume text (`profile_resume_texts`), kept from identity's events. */
@Injectable()
export class ProfileResumeTextRepository {
  /**
   * Keeps the event's text unless a newer one (by `changed_at`) is already kept: events may arrive
   * out of order. True when the copy changed.
   */
  async keepNewest(tx: Tx, event: TResumeTextChanged): Promise<boolean> {
    const changed = await tx.$executeRaw`
      INSERT INTO profile_resume_texts (user_id, object_key, state, reason, text, changed_at)
      VALUES (${event.userId}::uuid, ${event.objectKey}, ${event.state}, ${event.reason ?? null},
              ${event.text ?? null}, ${new Date(event.changedAt)})
      ON CONFLICT (user_id) DO UPDATE
         SET object_key = EXCLUDED.object_key, state = EXCLUDED.state, reason = EXCLUDED.reason,
             text = EXCLUDED.text, changed_at = EXCLUDED.changed_at
       WHERE profile_resume_texts.changed_at < EXCLUDED.changed_at`;
    return changed === 1;
  }

  /** Marks the fit of the user's jobs whose resume is the profile's (no uploaded resume) to be computed again. */
  async markProfileResumeJobsFitPending(tx: Tx, userId: string): Promise<number> {
    return tx.$executeRaw`
      UPDATE jobs SET fit_pending = true
       WHERE user_id = ${userId}::uuid AND NOT fit_pending
         AND NOT EXISTS (SELECT 1 FROM job_documents d
                          WHERE d.job_id = jobs.id AND d.type = 'resume' AND d.source = 'upload')`;
  }
}
