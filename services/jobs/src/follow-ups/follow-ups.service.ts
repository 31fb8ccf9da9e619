import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  FollowUpApprovedEvent,
  JobsMessages,
  JobUpdatedEvent,
  timelineFollowUpSent,
  type GetJobFollowUpsRpc,
  type ListFollowUpsRpc,
  type RpcReply,
  type SendFollowUpRpc,
  type SetFollowUpsEnabledRpc,
  type SkipFollowUpRpc,
  type TJobActor,
} from '@hirerelay/contracts';
import { formatDate } from '@hirerelay/domain';
import { localFollowUp } from '@hirerelay/drafting';
import { enqueueEvent, LOGGER, OUTBOX_RELAY, type OutboxRelay, type RpcInput } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { IdentityDraftingClient } from '../clients/identity-drafting.client.js';
import { Transactions, type Tx } from '../database.js';
import { refuseUnlessMayOpen, refuseUnlessStaff } from '../jobs/job-access.rules.js';
import { JobDetailRepository } from '../jobs/job-detail.repository.js';
import { jobEventBase } from '../jobs/job.rules.js';
import { JobRepository } from '../jobs/job.repository.js';
import { toFollowUp, toFollowUpQueueRow } from './follow-up.mapper.js';
import { FollowUpRepository, type FollowUpJob, type FollowUpRecord } from './follow-up.repository.js';
import { followUpMessageId, refuseUnlessDue } from './follow-up.rules.js';

/**
 * Follow-ups (issue 29): staff's tab of due tasks, a job's tasks (drafted on staff's first read, by
 * the local follow-up template, from the job and the applicant's name), Send and Skip, and the
 * owner's switch. Send records the task sent with a Message-ID made here, adds the owner's timeline
 * line and writes `events.jobs.follow-up-approved.v1` (notifications e-mails it from the owner's
 * reply address) and `job-updated` (an open page reloads) in the same transaction.
 */
@Injectable()
export class FollowUpsService {
  private readonly logger: Logger;

  constructor(
    private readonly transactions: Transactions,
    private readonly followUps: FollowUpRepository,
    private readonly jobs: JobRepository,
    private readonly details: JobDetailRepository,
    private readonly identity: IdentityDraftingClient,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.logger = logger.child({ component: 'follow-ups' });
  }

  async list(request: RpcInput<typeof ListFollowUpsRpc>): Promise<RpcReply<typeof ListFollowUpsRpc>> {
    refuseUnlessStaff(request.actor);
    const { items, total } = await this.followUps.listDue(request.limit);
    return { items: items.map(toFollowUpQueueRow), total };
  }

  async get(request: RpcInput<typeof GetJobFollowUpsRpc>): Promise<RpcReply<typeof GetJobFollowUpsRpc>> {
    const { actor, jobId } = request;
    refuseUnlessStaff(actor);
    const job = await this.followUps.findJob(jobId);
    if (!job) throw new AppError(ErrorCode.NotFound, JobsMessages.jobNotFound);
    let tasks = await this.followUps.listOfJob(jobId);
    const undrafted = tasks.filter((task) => task.state === 'due' && task.body === null);
    if (undrafted.length > 0) {
      const fullName = await this.applicantName(actor, job);
      for (const task of undrafted) await this.followUps.saveDraft(task.id, this.draft(job, task, fullName));
      tasks = await this.followUps.listOfJob(jobId);
    }
    return { enabled: job.followUpsEnabled, items: tasks.map(toFollowUp) };
  }

  async send(request: RpcInput<typeof SendFollowUpRpc>): Promise<RpcReply<typeof SendFollowUpRpc>> {
    const { actor, jobId, followUpId, recipient, subject, body } = request;
    refuseUnlessStaff(actor);
    const reply = await this.transactions.run(async (tx) => {
      const job = await this.lockJob(tx, jobId);
      const task = await this.followUps.lockTask(tx, jobId, followUpId);
      refuseUnlessDue(task, job);
      const at = new Date();
      const messageId = followUpMessageId();
      const sent = await this.followUps.markSent(tx, task, {
        recipient,
        subject,
        body,
        messageId,
        sentBy: actor.userId,
        at,
      });
      await this.jobs.addTimelineEntry(tx, {
        jobId,
        event: timelineFollowUpSent(recipient),
        date: at,
        status: 'completed',
      });
      await enqueueEvent(tx, 'jobs', FollowUpApprovedEvent, {
        followUpId,
        jobId,
        ownerId: job.userId,
        recipient,
        subject,
        body,
        messageId,
        sentBy: actor.userId,
        approvedAt: at.toISOString(),
      });
      const version = await this.details.touch(tx, jobId, at);
      await enqueueEvent(tx, 'jobs', JobUpdatedEvent, {
        ...jobEventBase(job),
        version,
        changedBy: actor.userId,
        at: at.toISOString(),
      });
      return toFollowUp(sent);
    });
    this.relay.kick();
    return reply;
  }

  async skip(request: RpcInput<typeof SkipFollowUpRpc>): Promise<RpcReply<typeof SkipFollowUpRpc>> {
    const { actor, jobId, followUpId } = request;
    refuseUnlessStaff(actor);
    return this.transactions.run(async (tx) => {
      const job = await this.lockJob(tx, jobId);
      const task = await this.followUps.lockTask(tx, jobId, followUpId);
      refuseUnlessDue(task, job);
      return toFollowUp(await this.followUps.markSkipped(tx, task, new Date()));
    });
  }

  async setEnabled(
    request: RpcInput<typeof SetFollowUpsEnabledRpc>,
  ): Promise<RpcReply<typeof SetFollowUpsEnabledRpc>> {
    const { actor, jobId, enabled } = request;
    return this.transactions.run(async (tx) => {
      const job = await this.followUps.lockJob(tx, jobId);
      refuseUnlessMayOpen(actor, job);
      await this.followUps.setEnabled(tx, jobId, enabled);
      if (!enabled) await this.followUps.cancelDueOfJob(tx, jobId, new Date());
      return { jobId, enabled };
    });
  }

  private async lockJob(tx: Tx, jobId: string): Promise<FollowUpJob> {
    const job = await this.followUps.lockJob(tx, jobId);
    if (!job) throw new AppError(ErrorCode.NotFound, JobsMessages.jobNotFound);
    return job;
  }

  /** The applicant's name from identity (staff's question); a draft without it when identity fails. */
  private async applicantName(actor: TJobActor, job: FollowUpJob): Promise<string | null> {
    try {
      return (await this.identity.facts(actor.userId, job.userId)).facts.fullName;
    } catch (error) {
      this.logger.warn(
        { err: error, jobId: job.id },
        'applicant name unavailable; follow-up drafted without it',
      );
      return null;
    }
  }

  private draft(job: FollowUpJob, task: FollowUpRecord, fullName: string | null) {
    return localFollowUp({
      fullName,
      title: job.title,
      company: job.company,
      appliedOn: job.dateApplied ? formatDate(job.dateApplied) : null,
      sequence: task.sequence === 2 ? 2 : 1,
    });
  }
}
