import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  JobDeletedEvent,
  JobsMessages,
  JobStatusChangedEvent,
  JobUpdatedEvent,
  timelineStatusChanged,
  type ChangeJobStatusRpc,
  type DeleteJobRpc,
  type GetJobRpc,
  type RpcReply,
  type TJobActor,
  type TJobDetail,
  type TReceiptDocument,
  type TSubmissionReceipt,
  type UpdateJobRpc,
} from '@hirerelay/contracts';
import { enqueueEvent, OUTBOX_RELAY, type OutboxRelay, type RpcInput } from '@hirerelay/nest-common';
import { Transactions, type Tx } from '../database.js';
import { JobFitWork } from '../fit/job-fit-work.service.js';
import { refuseUnlessMayOpen, refuseUnlessStaff } from './job-access.rules.js';
import { toJobDetail } from './job-detail.mapper.js';
import { JobDetailRepository, type JobFieldChanges, type LockedJob } from './job-detail.repository.js';
import { jobEventBase, returnsApplicationOnDelete } from './job.rules.js';
import { JobRepository } from './job.repository.js';

type JobDetailReply = RpcReply<typeof GetJobRpc>;

const INTERVIEW_SCHEDULED = 'Interview Scheduled';
const APPLIED = 'Applied';

/**
 * The job detail page's server side: reading a job (owner or staff) and staff's work on it (edits
 * with optimistic concurrency, status changes with the timeline and the submission receipt,
 * delete). Every change locks the job's row, writes its event in the same transaction, and answers
 * the job as saved.
 */
/** Whether a status change's interview time (absent: not given) leaves the stored one as it is. */
const sameInterviewTime = (given: string | null | undefined, stored: Date | null): boolean =>
  given === undefined || (given === null ? stored === null : stored?.getTime() === Date.parse(given));

@Injectable()
export class JobDetailService {
  constructor(
    private readonly transactions: Transactions,
    private readonly details: JobDetailRepository,
    private readonly jobs: JobRepository,
    private readonly fitWork: JobFitWork,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  async get(request: RpcInput<typeof GetJobRpc>): Promise<JobDetailReply> {
    const record = await this.details.findDetail(request.jobId);
    refuseUnlessMayOpen(request.actor, record);
    return toJobDetail(record, request.actor);
  }

  async update(request: RpcInput<typeof UpdateJobRpc>): Promise<JobDetailReply> {
    const { actor, jobId, version, recruiters, ...fields } = request;
    refuseUnlessStaff(actor);
    const reply = await this.transactions.run(async (tx) => {
      const job = await this.lockedOrNotFound(tx, jobId);
      if (job.version !== version) throw new AppError(ErrorCode.Conflict, JobsMessages.staleVersion);
      const at = new Date();
      const newVersion = await this.details.saveFields(tx, jobId, toFieldChanges(fields), at);
      if (recruiters) await this.details.replaceRecruiters(tx, jobId, recruiters, at);
      const saved = await this.detailInTx(tx, jobId, actor);
      await enqueueEvent(tx, 'jobs', JobUpdatedEvent, {
        ...jobEventBase({ ...job, title: saved.title, company: saved.company }),
        version: newVersion,
        changedBy: actor.userId,
        at: at.toISOString(),
      });
      return saved;
    });
    this.relay.kick();
    // A changed description marked the job's fit pending (saveFields): computed off the request path.
    if (fields.description !== undefined) this.fitWork.kick();
    return reply;
  }

  async changeStatus(request: RpcInput<typeof ChangeJobStatusRpc>): Promise<JobDetailReply> {
    const { saved, changed } = await this.transactions.run((tx) => this.changeStatusInTx(tx, request));
    if (changed) this.relay.kick();
    return saved;
  }

  /**
   * The one status change, inside the caller's transaction (a reply's confirmed suggestion uses it
   * too): the caller kicks the relay when `changed`. The status the job already has, with nothing
   * else to record (no submission, the same interview time), is no change: no timeline line, no
   * event and no new version.
   */
  async changeStatusInTx(
    tx: Tx,
    request: RpcInput<typeof ChangeJobStatusRpc>,
  ): Promise<{ saved: JobDetailReply; changed: boolean }> {
    const { actor, jobId, status, interviewAt, submission } = request;
    refuseUnlessStaff(actor);
    if (interviewAt && status !== INTERVIEW_SCHEDULED) {
      throw new AppError(ErrorCode.Validation, JobsMessages.interviewOnlyWhenScheduled, {
        interviewAt: JobsMessages.interviewOnlyWhenScheduled,
      });
    }
    if (submission && status !== APPLIED) {
      throw new AppError(ErrorCode.Validation, JobsMessages.submissionOnlyWhenApplied, {
        submission: JobsMessages.submissionOnlyWhenApplied,
      });
    }
    // A job is Applied only with its receipt's facts (the applied URL, the documents sent).
    if (status === APPLIED && !submission) {
      throw new AppError(ErrorCode.Validation, JobsMessages.submissionRequired, {
        submission: JobsMessages.submissionRequired,
      });
    }
    const job = await this.lockedOrNotFound(tx, jobId);
    if (job.status === status && !submission && sameInterviewTime(interviewAt, job.interviewAt)) {
      return { saved: await this.detailInTx(tx, jobId, actor), changed: false };
    }
    const at = new Date();
    const applied = status === APPLIED;
    const appliedUrl = applied ? submission?.appliedUrl : undefined;
    const version = await this.details.saveStatus(tx, jobId, {
      status,
      at,
      // The first move to Applied dates the application; a later one is a re-application.
      ...(applied && !job.dateApplied ? { dateApplied: at, appliedBy: actor.userId } : {}),
      ...(applied && job.dateApplied ? { dateReapplied: at } : {}),
      ...(appliedUrl ? { appliedUrl } : {}),
      ...(status === INTERVIEW_SCHEDULED ? { interviewAt: interviewAt ? new Date(interviewAt) : null } : {}),
    });
    await this.jobs.addTimelineEntry(tx, {
      jobId,
      event: timelineStatusChanged(status),
      date: at,
      status: 'completed',
    });
    const receipt = applied
      ? await this.writeReceipt(tx, job, at, {
          resumeAttached: submission?.resumeAttached ?? false,
          coverLetterAttached: submission?.coverLetterAttached ?? false,
          appliedUrl: appliedUrl ?? null,
          by: { userId: actor.userId, name: request.actorName ?? null },
        })
      : null;
    const saved = await this.detailInTx(tx, jobId, actor);
    await enqueueEvent(tx, 'jobs', JobStatusChangedEvent, {
      ...jobEventBase(job),
      status,
      previousStatus: job.status,
      interviewAt: status === INTERVIEW_SCHEDULED ? saved.interviewAt : null,
      changedBy: actor.userId,
      at: at.toISOString(),
      version,
      receipt,
    });
    return { saved, changed: true };
  }

  async delete(request: RpcInput<typeof DeleteJobRpc>): Promise<RpcReply<typeof DeleteJobRpc>> {
    const { actor, jobId } = request;
    refuseUnlessStaff(actor);
    const reply = await this.transactions.run(async (tx) => {
      const job = await this.lockedOrNotFound(tx, jobId);
      const removedObjectKeys = await this.details.uploadedObjectKeys(tx, jobId);
      const applicationReturned = returnsApplicationOnDelete(job);
      await this.details.delete(tx, jobId);
      await enqueueEvent(tx, 'jobs', JobDeletedEvent, {
        ...jobEventBase(job),
        deletedBy: actor.userId,
        at: new Date().toISOString(),
        releaseApplication: applicationReturned,
      });
      return { jobId, removedObjectKeys, applicationReturned };
    });
    this.relay.kick();
    return reply;
  }

  /**
   * The submission receipt: the job's documents as they are now, those staff say they attached,
   * where and when it was submitted and by whom; the user sees it on the timeline.
   */
  private async writeReceipt(
    tx: Tx,
    job: LockedJob,
    at: Date,
    submission: {
      resumeAttached: boolean;
      coverLetterAttached: boolean;
      appliedUrl: string | null;
      by: TSubmissionReceipt['submittedBy'];
    },
  ): Promise<TSubmissionReceipt> {
    const documents = (await this.details.findDetail(job.id, tx))?.documents ?? [];
    const attached = (type: string, wanted: boolean): TReceiptDocument | null => {
      const document = wanted ? documents.find((candidate) => candidate.type === type) : undefined;
      if (!document) return null;
      return {
        source: document.source === 'upload' ? 'upload' : 'profile-resume',
        fileName: document.fileName,
        uploadedAt: document.updatedAt.toISOString(),
      };
    };
    const receipt: TSubmissionReceipt = {
      resume: attached('resume', submission.resumeAttached),
      coverLetter: attached('cover_letter', submission.coverLetterAttached),
      appliedUrl: submission.appliedUrl,
      submittedAt: at.toISOString(),
      submittedBy: submission.by,
    };
    await this.jobs.addTimelineEntry(tx, {
      jobId: job.id,
      event: JobsMessages.timelineApplicationSubmitted,
      // Just after its `Status changed to Applied` line, so the timeline reads in that order.
      date: new Date(at.getTime() + 1),
      status: 'completed',
      receipt,
    });
    return receipt;
  }

  private async lockedOrNotFound(tx: Tx, jobId: string): Promise<LockedJob> {
    const job = await this.details.lock(tx, jobId);
    if (!job) throw new AppError(ErrorCode.NotFound, JobsMessages.jobNotFound);
    return job;
  }

  private async detailInTx(tx: Tx, jobId: string, actor: TJobActor): Promise<TJobDetail> {
    const record = await this.details.findDetail(jobId, tx);
    refuseUnlessMayOpen(actor, record);
    return toJobDetail(record, actor);
  }
}

/** The edit's fields as the row stores them (dates as dates); fields left out stay as they are. */
function toFieldChanges(
  fields: Omit<RpcInput<typeof UpdateJobRpc>, 'actor' | 'jobId' | 'version' | 'recruiters'>,
): JobFieldChanges {
  const { dateReceived, dateApplied, dateReapplied, ...text } = fields;
  const asDate = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : new Date(value);
  const changes: JobFieldChanges = { ...text };
  if (dateReceived !== undefined) changes.dateReceived = new Date(dateReceived);
  const applied = asDate(dateApplied);
  if (applied !== undefined) changes.dateApplied = applied;
  const reapplied = asDate(dateReapplied);
  if (reapplied !== undefined) changes.dateReapplied = reapplied;
  return changes;
}
