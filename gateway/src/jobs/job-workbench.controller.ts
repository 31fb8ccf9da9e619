import { Inject, Param } from '@nestjs/common';
import {
  AddInternalNoteRpc,
  GetJobRpc,
  GetReplyAddressRpc,
  GetSessionUserRpc,
  GetUserRpc,
  ListInternalNotesRpc,
  RecordOutreachRpc,
  ZApplicationPacket,
  ZInternalNote,
  ZInternalNoteBody,
  type TInternalNoteBody,
  ZInternalNotes,
  ZJobDetail,
  ZOutreachBody,
  type TOutreachBody,
  type TApplicationPacket,
} from '@hirerelay/contracts';
import { planIncludesRecruiterOutreach } from '@hirerelay/domain';
import { RpcClient } from '@hirerelay/nest-common';
import type { Logger } from 'pino';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { StaffController } from '../auth/staff-controller.decorator.js';
import { BodyInput } from '../common/http/body-input.decorator.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { JsonRoute } from '../common/http/json-route.decorator.js';
import { GATEWAY_LOGGER } from '../common/infra/infra.providers.js';
import { staffActor } from './job-actor.mapper.js';

/** The owner's reply address decorates the packet: a slow notifications costs that line, not the packet. */
const REPLY_ADDRESS_TIMEOUT_MS = 2_000;

/**
 * Staff's workbench on one job: the application packet, the internal notes and recruiter outreach.
 * Staff only: AdminGuard here, and jobs (and identity, for the packet's profile) check the actor
 * again.
 */
@StaffController('api/jobs', 'jobs')
export class JobWorkbenchController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {}

  @JsonRoute('GET', ':id/packet', 'getJobPacket', {
    summary:
      "Staff: the application packet, the job and its owner's profile (contact, reply address, answers, resume)",
    reply: ZApplicationPacket,
    errors: [401, 403, 404, 503],
  })
  async packet(
    @Param('id', IdParam) id: string,
    @CurrentUser() admin: AuthUser,
  ): Promise<TApplicationPacket> {
    // The job first (jobs checks the actor and names its owner), then the owner's profile from
    // identity, which checks the actor is an active admin, and beside it the owner's reply address
    // from notifications (made on the first ask).
    const job = await this.rpc.request(GetJobRpc, { actor: staffActor(admin), jobId: id });
    const [{ profile }, replyAddress] = await Promise.all([
      this.rpc.request(GetUserRpc, { userId: job.userId, actorId: admin.userId }),
      this.ownerReplyAddress(job.userId),
    ]);
    return {
      customer: {
        userId: profile.userId,
        fullName: profile.fullName,
        email: profile.email,
        replyAddress,
        phoneNumber: profile.phoneNumber,
        address: profile.address,
        workAuthorization: profile.workAuthorization,
        languagesSpoken: profile.languagesSpoken,
        yearsExperience: profile.yearsExperience,
        linkedinUrl: profile.linkedinUrl,
        portfolioUrl: profile.portfolioUrl,
        voluntary: {
          gender: profile.gender,
          ethnicity: profile.ethnicity,
          militaryStatus: profile.militaryStatus,
          disabilityStatus: profile.disabilityStatus,
        },
        resume: profile.resume,
      },
      job: {
        title: job.title,
        company: job.company,
        description: job.description,
        url: job.url,
        appliedUrl: job.appliedUrl,
        plan: job.subscriptionType,
        recruiterOutreach: planIncludesRecruiterOutreach(job.subscriptionType),
        recruiters: job.recruiters,
      },
    };
  }

  /** The owner's reply address, or null (and a warning) when notifications does not answer in time. */
  private async ownerReplyAddress(userId: string): Promise<string | null> {
    try {
      const { address } = await this.rpc.request(
        GetReplyAddressRpc,
        { userId },
        { timeoutMs: REPLY_ADDRESS_TIMEOUT_MS },
      );
      return address;
    } catch (error) {
      this.logger.warn({ err: error }, 'application packet: reply address unavailable');
      return null;
    }
  }

  @JsonRoute('GET', ':id/internal-notes', 'listJobInternalNotes', {
    summary: "Staff: the job's internal notes, oldest first (never shown to its owner)",
    reply: ZInternalNotes,
    errors: [401, 403, 404, 503],
  })
  notes(@Param('id', IdParam) id: string, @CurrentUser() admin: AuthUser) {
    return this.rpc.request(ListInternalNotesRpc, { actor: staffActor(admin), jobId: id });
  }

  @JsonRoute('POST', ':id/internal-notes', 'addJobInternalNote', {
    summary: 'Staff: adds an internal note (trimmed, 1–4,000 characters); no event, never shown to the owner',
    reply: [201, ZInternalNote, 'Created'],
    errors: [400, 401, 403, 404, 503],
  })
  async addNote(
    @Param('id', IdParam) id: string,
    @BodyInput(ZInternalNoteBody) { text }: TInternalNoteBody,
    @CurrentUser() admin: AuthUser,
  ) {
    // The author's name as identity knows it, never as the body says.
    const { fullName } = await this.rpc.request(GetSessionUserRpc, { userId: admin.userId });
    return this.rpc.request(AddInternalNoteRpc, {
      actor: staffActor(admin),
      actorName: fullName,
      jobId: id,
      text,
    });
  }

  @JsonRoute('POST', ':id/outreach', 'recordJobOutreach', {
    summary:
      "Staff: records recruiter outreach (Professional and Unlimited jobs only); the owner's timeline shows it",
    reply: [201, ZJobDetail, 'Created'],
    errors: [400, 401, 403, 404, 503],
  })
  outreach(
    @Param('id', IdParam) id: string,
    @BodyInput(ZOutreachBody) body: TOutreachBody,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.rpc.request(RecordOutreachRpc, {
      ...body,
      actor: staffActor(admin),
      jobId: id,
    });
  }
}
