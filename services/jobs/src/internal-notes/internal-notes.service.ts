import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  INTERNAL_NOTES_LIMIT,
  JobsMessages,
  type AddInternalNoteRpc,
  type ListInternalNotesRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import type { RpcInput } from '@hirerelay/nest-common';
import { Transactions } from '../database.js';
import { refuseUnlessStaff } from '../jobs/job-access.rules.js';
import { JobDetailRepository } from '../jobs/job-detail.repository.js';
import { toInternalNote } from './internal-note.mapper.js';
import { InternalNoteRepository } from './internal-note.repository.js';

/**
 * Staff's internal notes on a job: staff only, and staff-only by construction: a note writes no
 * event (so no live stream, e-mail or other service ever sees it), does not move the job's version,
 * and no owner-facing read (the job, the list, the CSV export) touches its table.
 */
@Injectable()
export class InternalNotesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly notes: InternalNoteRepository,
    private readonly details: JobDetailRepository,
  ) {}

  async list(request: RpcInput<typeof ListInternalNotesRpc>): Promise<RpcReply<typeof ListInternalNotesRpc>> {
    const { actor, jobId } = request;
    refuseUnlessStaff(actor);
    if (!(await this.details.findOwner(jobId)))
      throw new AppError(ErrorCode.NotFound, JobsMessages.jobNotFound);
    const items = await this.notes.newest(jobId, INTERNAL_NOTES_LIMIT);
    return { items: items.map(toInternalNote) };
  }

  async add(request: RpcInput<typeof AddInternalNoteRpc>): Promise<RpcReply<typeof AddInternalNoteRpc>> {
    const { actor, jobId, text } = request;
    refuseUnlessStaff(actor);
    return this.transactions.run(async (tx) => {
      // Under the job's row lock, so a note never lands on a job being deleted.
      if (!(await this.details.lock(tx, jobId)))
        throw new AppError(ErrorCode.NotFound, JobsMessages.jobNotFound);
      const note = await this.notes.insert(tx, {
        jobId,
        authorId: actor.userId,
        authorName: request.actorName ?? null,
        text,
        at: new Date(),
      });
      return toInternalNote(note);
    });
  }
}
