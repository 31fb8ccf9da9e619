import { Controller, Get, Headers, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ZEventsQuery, type TEventsQuery } from '@hirerelay/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthUser } from '../auth/auth-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { QueryInput } from '../common/http/query-input.decorator.js';
import { jobActorOf } from '../jobs/job-actor.mapper.js';
import { ApiErrors } from '../openapi/zod-openapi.util.js';
import { EventStreams } from './event-streams.service.js';
import { parseLastEventId } from './sse-format.util.js';

@ApiTags('events')
@Controller('api/events')
@UseGuards(JwtAuthGuard)
export class EventsController {
  constructor(private readonly streams: EventStreams) {}

  @Get()
  @ApiOperation({
    operationId: 'streamEvents',
    summary:
      "Server-sent events: the signed-in user's job events (every job's for staff), `id:` the stream " +
      'sequence; `Last-Event-ID` (or `?lastEventId=` for a new EventSource) replays the last five minutes, ' +
      'or sends `{"type":"resync"}` when they are gone. The stream ends when the session ends and when ' +
      'its access token expires (reconnect with a fresh one); 429 with Retry-After beyond the open streams allowed',
  })
  @ApiHeader({ name: 'last-event-id', required: false, description: 'The last event id received.' })
  @ApiProduces('text/event-stream')
  @ApiErrors(400, 401, 429, 503)
  async stream(
    @CurrentUser() user: AuthUser,
    @Headers('last-event-id') lastEventId: string | undefined,
    @QueryInput(ZEventsQuery) query: TEventsQuery,
    @Res() reply: FastifyReply,
  ) {
    const actor = jobActorOf(user);
    const resumeAfter = parseLastEventId(lastEventId) ?? parseLastEventId(query.lastEventId);
    return this.streams.serve(actor, user, resumeAfter, reply);
  }
}
