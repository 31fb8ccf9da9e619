import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { RpcException, type NatsContext } from '@nestjs/microservices';
import { AppError, ErrorCode, REQUEST_ID_HEADER, SERVER_ERROR_MESSAGES } from '@hirerelay/contracts';
import type { Logger } from 'pino';
import { catchError, finalize, Observable, tap, throwError } from 'rxjs';
import { isDatabaseUnreachable } from '../health/database-unreachable.js';
import { requestContext, sanitizeRequestId } from '../logging/request-context.js';
import { recordRpcHandled } from '../metrics/rpc-metrics.js';
import {
  extractTraceContext,
  markFailed,
  natsAttributes,
  SpanKind,
  startSpan,
  withContext,
} from '../tracing/trace-context.js';

/**
 * A handled RPC that took at least this long is logged at info (`rpc handled`, `slow: true`);
 * quicker ones at debug. The gateway's access log already has one info line per request, so a line per
 * RPC in every service on the way only cost CPU (pino was 3–6 % of each process on the blog list).
 */
export const SLOW_RPC_MS = 250;

/**
 * Wraps every NATS handler of a service: runs it inside the caller's request context (so logs
 * carry the gateway's request id), logs its outcome (at debug when it succeeded quickly; refusals,
 * failures and slow ones at info or above), and sends failures back as AppError data.
 * A database that cannot be reached is an outage, not a bug: it leaves as SERVICE_UNAVAILABLE
 * (every service inherits this). Other unknown errors are logged in full here and leave the
 * service only as a generic INTERNAL error.
 */
@Injectable()
export class RpcEdgeInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const nats = context.switchToRpc().getContext<NatsContext>();
    const subject = nats.getSubject();
    const incoming = nats.getHeaders() as { get(name: string): string } | undefined;
    const requestId = sanitizeRequestId(incoming?.get(REQUEST_ID_HEADER) || undefined);
    const started = performance.now();
    // With tracing on: a SERVER span named after the subject, child of the caller's `traceparent`.
    const traced = startSpan(subject, {
      kind: SpanKind.SERVER,
      parent: extractTraceContext(incoming),
      attributes: natsAttributes(subject, 'process'),
    });

    return new Observable((subscriber) =>
      requestContext.run({ requestId }, () =>
        withContext(traced?.context, () =>
          next
            .handle()
            .pipe(
              tap(() => {
                recordRpcHandled(subject, 'OK', started);
                this.logHandled(subject, elapsed(started));
              }),
              // Nest forwards only RpcException payloads as they are; anything else becomes a generic error.
              catchError((error: unknown) => {
                // A refusal is an answer; only a failure marks the span failed.
                if (traced && !(error instanceof AppError)) markFailed(traced.span, error);
                const wire = this.toWire(error, subject, started);
                recordRpcHandled(subject, wire.code, started);
                return throwError(() => new RpcException(wire));
              }),
              finalize(() => traced?.span.end()),
            )
            .subscribe(subscriber),
        ),
      ),
    );
  }

  private logHandled(subject: string, ms: number): void {
    if (ms >= SLOW_RPC_MS) this.logger.info({ subject, ms, slow: true }, 'rpc handled');
    else this.logger.debug({ subject, ms }, 'rpc handled');
  }

  private toWire(error: unknown, subject: string, started: number) {
    if (error instanceof AppError) {
      this.logger.info({ subject, code: error.code, ms: elapsed(started) }, 'rpc refused');
      return error.toWire();
    }
    if (isDatabaseUnreachable(error)) {
      this.logger.warn({ subject, err: error, ms: elapsed(started) }, 'rpc failed: database unreachable');
      return new AppError(ErrorCode.ServiceUnavailable, SERVER_ERROR_MESSAGES.SERVICE_UNAVAILABLE).toWire();
    }
    this.logger.error({ subject, err: error, ms: elapsed(started) }, 'rpc failed');
    return new AppError(ErrorCode.Internal, SERVER_ERROR_MESSAGES.INTERNAL).toWire();
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
