import { Controller, Get, Inject, Param, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  AppError,
  ErrorCode,
  GetJobRpc,
  paths,
  timelineStatusChanged,
  toPath,
  type TJobDetail,
} from '@hirerelay/contracts';
import {
  INTERVIEW_CALENDAR_CONTENT_TYPE,
  INTERVIEW_CALENDAR_FILE_NAME,
  interviewCalendar,
} from '@hirerelay/domain';
import { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { GatewayMessages } from '../common/gateway.messages.js';
import { IdParam } from '../common/http/path-params.pipe.js';
import { GATEWAY_CONFIG, type TGatewayEnv } from '../config/env.js';
import { ApiErrors } from '../openapi/zod-openapi.util.js';
import { jobActorOf } from './job-actor.mapper.js';

const INTERVIEW_SCHEDULED = timelineStatusChanged('Interview Scheduled');

/**
 * The job page's calendar download: the same file the status e-mail attaches (one UID per job, the
 * schedule's time as its SEQUENCE), so adding both leaves one event in the calendar.
 */
@ApiTags('jobs')
@Controller('api/jobs')
@UseGuards(JwtAuthGuard)
export class JobCalendarController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: TGatewayEnv,
  ) {}

  @Get(':id/interview.ics')
  @ApiOperation({
    operationId: 'downloadInterviewCalendar',
    summary: "The job's interview as an iCalendar file (the owner or staff); 404 when none is scheduled",
  })
  @ApiProduces(INTERVIEW_CALENDAR_CONTENT_TYPE)
  @ApiErrors(401, 403, 404, 503)
  async download(
    @Param('id', IdParam) id: string,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
  ) {
    const job = await this.rpc.request(GetJobRpc, { actor: jobActorOf(user), jobId: id });
    if (job.status !== 'Interview Scheduled' || !job.interviewAt) {
      throw new AppError(ErrorCode.NotFound, GatewayMessages.noInterviewScheduled);
    }
    const ics = interviewCalendar({
      jobId: job.id,
      title: job.title,
      company: job.company,
      interviewAt: job.interviewAt,
      scheduledAt: scheduledAt(job),
      jobUrl: `${this.config.PUBLIC_BASE_URL}${toPath(paths.dashboardJob, { jobId: job.id })}`,
    });
    return reply
      .header('content-type', INTERVIEW_CALENDAR_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${INTERVIEW_CALENDAR_FILE_NAME}"`)
      .header('cache-control', 'private, no-store')
      .send(ics);
  }
}

/** When the interview was scheduled: the latest move to Interview Scheduled on the timeline. */
function scheduledAt(job: TJobDetail): string {
  const moves = job.timeline.filter((entry) => entry.event === INTERVIEW_SCHEDULED);
  return moves.at(-1)?.date ?? job.updatedAt;
}
