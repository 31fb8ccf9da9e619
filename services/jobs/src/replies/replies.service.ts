import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  JobRepliesMessages,
  JobsMessages,
  JobUpdatedEvent,
  timelineReplyReceived,
  type AssignReplyRpc,
  type ConfirmJobReplyRpc,
  type DismissJobReplyRpc,
  type DismissUnmatchedReplyRpc,
  type EventPayload,
  type ListJobRepliesRpc,
  type ListReplyCandidateJobsRpc,
  type ListUnmatchedRepliesRpc,
  type ReplyReceivedEvent,
  type RpcReply,
  type TJobReply,
} from '@hirerelay/contracts';
import { REPLY_KIND_LABELS, type TJobStatus, type TReplyKind } from '@hirerelay/domain';
import {
  enqueueEvent,
  keysetPage,
  OUTBOX_RELAY,
  readKeysetCursor,
  type OutboxRelay,
  type RpcInput,
} from '@hirerelay/nest-common';
import { matchReplyToJob } from '@hirerelay/replies';
import { Transactions, type Tx } from '../database.js';
import { refuseUnlessMayOpen, refuseUnlessStaff } from '../jobs/job-access.rules.js';
import { JobDetailService } from '../jobs/job-detail.service.js';
import { jobEventBase } from '../jobs/job.rules.js';
import { JobRepository } from '../jobs/job.repository.js';
import { senderLabel, toJobReply, toUnmatchedReply } from './job-reply.mapper.js';
import { JobReplyRepository, type JobReplyRecord, type ReplyJob } from './job-reply.repository.js';

/**
 * Employers' replies on jobs (issue 29). The consumer matches each reply notifications accepted to
 * one of the user's latest jobs with the reply engine (`matchReplyToJob`) and stores it: matched, the
 * job's timeline gains `Reply from {sender}: {kind}`, its last reply time moves and `job-updated`
 * goes out (open pages refresh); unmatched, it waits on staff's triage list. The row's id is the
 * event's `replyId`, so a redelivery writes nothing. Staff confirm a suggested status through the
 * job's one status change (JobDetailService.changeStatusInTx), or dismiss it.
 */
@Injectable()
export class RepliesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly replies: JobReplyRepository,
    private readonly details: JobDetailService,
    private readonly jobs: JobRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  async handle(tx: Tx, event: EventPayload<typeof ReplyReceivedEvent>): Promise<void> {
    const candidates = await this.replies.candidateJobsInTx(tx, event.userId);
    const sentMessageIds = await this.replies.sentMessageIdsByJob(
      tx,
      candidates.map((job) => job.id),
    );
    const match = matchReplyToJob(
      {
        from: event.from,
        replyTo: event.replyTo,
        cc: event.cc,
        subject: event.subject,
        body: event.body,
        signature: event.signature,
        inReplyTo: event.inReplyTo,
        references: event.references,
      },
      candidates.map((job) => ({
        id: job.id,
        company: job.company,
        title: job.title,
        jobUrl: job.url,
        recruiterEmails: job.recruiterEmails,
        status: job.status,
        appliedAt: job.dateApplied,
        sentMessageIds: sentMessageIds.get(job.id) ?? [],
      })),
    );
    const job = match ? candidates.find((candidate) => candidate.id === match.jobId) : undefined;
    const { classification } = event;
    const inserted = await this.replies.insert(
      tx,
      {
        id: event.replyId,
        userId: event.userId,
        jobId: job?.id ?? null,
        fromName: event.from?.name ?? '',
        fromAddress: event.from?.address ?? '',
        subject: event.subject,
        body: event.body,
        quoted: event.quoted,
        signature: event.signature,
        receivedAt: new Date(event.receivedAt),
        kind: classification.kind,
        confidence: classification.confidence,
        evidence: classification.evidence,
        suggestedStatus: classification.suggestedStatus,
        matchRule: job && match ? match.rule : null,
        matchReason: job && match ? match.reason : null,
        attachments: event.attachments,
      },
      job ? null : 'open',
    );
    if (!inserted || !job) return;
    await this.recordMatch(tx, job, {
      sender: senderLabel(event.from),
      kind: classification.kind,
      receivedAt: new Date(event.receivedAt),
      changedBy: event.userId,
    });
  }

  /** Once a matched reply's event is committed, this replica publishes it at once. */
  kickRelay(): void {
    this.relay.kick();
  }

  async list(request: RpcInput<typeof ListJobRepliesRpc>): Promise<RpcReply<typeof ListJobRepliesRpc>> {
    refuseUnlessMayOpen(request.actor, await this.replies.ownerOf(request.jobId));
    const records = await this.replies.ofJob(request.jobId);
    return { items: records.map((record) => toJobReply(record, request.actor)) };
  }

  /**
   * Applies the suggested status with the job's own status change (its rules, timeline line and
   * event) and marks the suggestion confirmed, in one transaction. A job that already has the
   * status (staff moved it meanwhile) is not changed again: no second timeline line or event.
   */
  async confirm(request: RpcInput<typeof ConfirmJobReplyRpc>): Promise<TJobReply> {
    const { actor, actorName, jobId, replyId } = request;
    refuseUnlessStaff(actor);
    let changed = false;
    const reply = await this.transactions.run(async (tx) => {
      const { record, status } = await this.pendingSuggestion(tx, jobId, replyId);
      ({ changed } = await this.details.changeStatusInTx(tx, {
        actor,
        actorName: actorName ?? null,
        jobId,
        status,
      }));
      return this.replies.setSuggestionState(tx, record.id, 'confirmed', actor.userId, new Date());
    });
    if (changed) this.relay.kick();
    return toJobReply(reply, actor);
  }

  async dismiss(request: RpcInput<typeof DismissJobReplyRpc>): Promise<TJobReply> {
    const { actor, jobId, replyId } = request;
    refuseUnlessStaff(actor);
    const reply = await this.transactions.run(async (tx) => {
      const { record } = await this.pendingSuggestion(tx, jobId, replyId);
      return this.replies.setSuggestionState(tx, record.id, 'dismissed', actor.userId, new Date());
    });
    return toJobReply(reply, actor);
  }

  async unmatched(
    request: RpcInput<typeof ListUnmatchedRepliesRpc>,
  ): Promise<RpcReply<typeof ListUnmatchedRepliesRpc>> {
    refuseUnlessStaff(request.actor);
    const after = readKeysetCursor(request.cursor);
    const [rows, total] = await Promise.all([
      this.replies.openTriage(after, request.limit),
      this.replies.countOpenTriage(),
    ]);
    const { page, nextCursor } = keysetPage(rows, request.limit, (row) => ({
      at: row.receivedAt,
      id: row.id,
    }));
    return { items: page.map(toUnmatchedReply), nextCursor, total };
  }

  async candidates(
    request: RpcInput<typeof ListReplyCandidateJobsRpc>,
  ): Promise<RpcReply<typeof ListReplyCandidateJobsRpc>> {
    refuseUnlessStaff(request.actor);
    const reply = await this.replies.findById(request.replyId);
    if (!reply) throw new AppError(ErrorCode.NotFound, JobRepliesMessages.replyNotFound);
    const jobs = await this.replies.candidateJobs(reply.userId);
    return { items: jobs.map(({ id, title, company, status }) => ({ id, title, company, status })) };
  }

  /** Staff attach an unmatched reply to one of its user's jobs: from then on it is a match. */
  async assign(request: RpcInput<typeof AssignReplyRpc>): Promise<TJobReply> {
    const { actor, replyId, jobId } = request;
    refuseUnlessStaff(actor);
    const reply = await this.transactions.run(async (tx) => {
      const record = await this.openReply(tx, replyId);
      const job = await this.replies.lockJob(tx, jobId);
      if (!job) throw new AppError(ErrorCode.NotFound, JobsMessages.jobNotFound);
      if (job.userId !== record.userId) {
        throw new AppError(ErrorCode.Validation, JobRepliesMessages.jobOfAnotherUser, {
          jobId: JobRepliesMessages.jobOfAnotherUser,
        });
      }
      const assigned = await this.replies.assign(tx, record.id, job.id);
      await this.recordMatch(tx, job, {
        sender: senderLabel({ name: record.fromName, address: record.fromAddress }),
        kind: record.kind as TReplyKind,
        receivedAt: record.receivedAt,
        changedBy: actor.userId,
      });
      return assigned;
    });
    this.relay.kick();
    return toJobReply(reply, actor);
  }

  async dismissUnmatched(request: RpcInput<typeof DismissUnmatchedReplyRpc>): Promise<TJobReply> {
    const { actor, replyId } = request;
    refuseUnlessStaff(actor);
    const reply = await this.transactions.run(async (tx) => {
      const record = await this.openReply(tx, replyId);
      return this.replies.setTriageState(tx, record.id, 'dismissed');
    });
    return toJobReply(reply, actor);
  }

  /** A matched reply on its job: the owner's timeline line, the last reply time, `job-updated`. */
  private async recordMatch(
    tx: Tx,
    job: ReplyJob,
    reply: { sender: string; kind: TReplyKind; receivedAt: Date; changedBy: string },
  ): Promise<void> {
    await this.jobs.addTimelineEntry(tx, {
      jobId: job.id,
      event: timelineReplyReceived(reply.sender, REPLY_KIND_LABELS[reply.kind] ?? REPLY_KIND_LABELS.other),
      date: reply.receivedAt,
      status: 'completed',
    });
    const version = await this.replies.touchJobLastReply(tx, job.id, reply.receivedAt);
    await enqueueEvent(tx, 'jobs', JobUpdatedEvent, {
      ...jobEventBase(job),
      version,
      changedBy: reply.changedBy,
      at: new Date().toISOString(),
    });
  }

  /** The reply on this job with a suggestion still pending (locked), or the refusal. */
  private async pendingSuggestion(
    tx: Tx,
    jobId: string,
    replyId: string,
  ): Promise<{ record: JobReplyRecord; status: TJobStatus }> {
    const record = await this.replies.lock(tx, replyId);
    if (!record || record.jobId !== jobId) {
      throw new AppError(ErrorCode.NotFound, JobRepliesMessages.replyNotFound);
    }
    if (!record.suggestedStatus) throw new AppError(ErrorCode.Conflict, JobRepliesMessages.noSuggestion);
    if (record.suggestionState !== 'pending') {
      throw new AppError(ErrorCode.Conflict, JobRepliesMessages.suggestionHandled);
    }
    return { record, status: record.suggestedStatus as TJobStatus };
  }

  /** An unmatched reply still open on the triage list (locked), or the refusal. */
  private async openReply(tx: Tx, replyId: string): Promise<JobReplyRecord> {
    const record = await this.replies.lock(tx, replyId);
    if (!record) throw new AppError(ErrorCode.NotFound, JobRepliesMessages.replyNotFound);
    if (record.triageState !== 'open')
      throw new AppError(ErrorCode.Conflict, JobRepliesMessages.replyNotOpen);
    return record;
  }
}
