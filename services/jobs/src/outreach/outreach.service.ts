import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  JobsMessages,
  JobUpdatedEvent,
  timelineOutreachSent,
  type RecordOutreachRpc,
  type RpcReply,
} from '@hirerelay/contracts';
import { planIncludesRecruiterOutreach } from '@hirerelay/domain';
import { enqueueEvent, OUTBOX_RELAY, type OutboxRelay, type RpcInput } from '@hirerelay/nest-common';
import { Transactions } from '../database.js';
import { refuseUnlessMayOpen, refuseUnlessStaff } from '../jobs/job-access.rules.js';
import { toJobDetail } from '../jobs/job-detail.mapper.js';
import { JobDetailRepository } from '../jobs/job-detail.repository.js';
import { jobEventBase } from '../jobs/job.rules.js';
import { JobRepository } from '../jobs/job.repository.js';
import { OutreachRepository } from './outreach.repository.js';

/**
 * Recruiter outreach: staff record what they sent to one of the job's recruiters. Only jobs whose
 * plan at import includes it (Professional, Unlimited): the refusal is here, whatever the page
 * offered. The owner's timeline gains `Recruiter outreach sent to {name}` and the job info lists
 * the outreach (its message stays staff's); the version moves and `job-updated` goes out, so an
 * open page reloads the job.
 */
@Injectable()
export class OutreachService {
  constructor(
    private readonly transactions: Transactions,
    private readonly outreach: OutreachRepository,
    private readonly details: JobDetailRepository,
    private readonly jobs: JobRepository,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  async record(request: RpcInput<typeof RecordOutreachRpc>): Promise<RpcReply<typeof RecordOutreachRpc>> {
    const { actor, jobId, recruiterId, channel, message } = request;
    refuseUnlessStaff(actor);
    const reply = await this.transactions.run(async (tx) => {
      const job = await this.details.lock(tx, jobId);
      if (!job) throw new AppError(ErrorCode.NotFound, JobsMessages.jobNotFound);
      if (!planIncludesRecruiterOutreach((await this.outreach.planOf(tx, jobId)) ?? '')) {
        throw new AppError(ErrorCode.Forbidden, JobsMessages.outreachNotInPlan);
      }
      const recruiter = await this.outreach.findRecruiter(tx, jobId, recruiterId);
      if (!recruiter) {
        throw new AppError(ErrorCode.Validation, JobsMessages.recruiterNotFound, {
          recruiterId: JobsMessages.recruiterNotFound,
        });
      }
      const at = new Date();
      const sentAt = request.sentAt ? new Date(request.sentAt) : at;
      await this.outreach.insert(tx, {
        jobId,
        recruiterId,
        recruiterName: recruiter.name,
        channel,
        message,
        sentAt,
        recordedBy: actor.userId,
      });
      await this.jobs.addTimelineEntry(tx, {
        jobId,
        event: timelineOutreachSent(recruiter.name),
        date: sentAt,
        status: 'completed',
      });
      const version = await this.details.touch(tx, jobId, at);
      const record = await this.details.findDetail(jobId, tx);
      refuseUnlessMayOpen(actor, record);
      await enqueueEvent(tx, 'jobs', JobUpdatedEvent, {
        ...jobEventBase(job),
        version,
        changedBy: actor.userId,
        at: at.toISOString(),
      });
      return toJobDetail(record, actor);
    });
    this.relay.kick();
    return reply;
  }
}
