import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { RpcException, type NatsContext } from '@nestjs/microservices';
import { AppError, ErrorCode, REQUEST_ID_HEADER, SERVER_ERROR_MESSAGES } from '@hirerelay/contracts';
import type { Logger } from 'pino';
import { catchError, Observable, tap, throwError } from 'rxjs';
import { isDatabaseUnreachable } from '../health/database-unreachable.js';
import { requestContext, sanitizeRequestId } from '../logging/request-context.js';

/**
 * Wraps every NATS handler of a service: runs it inside the caller's request context (so logs
 * carry the gateway's request id), logs its outcome, and sends failures back as AppError data.
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

    return new Observable((subscriber) =>
      requestContext.run({ requestId }, () =>
        next
          .handle()
          .pipe(
            tap(() => this.logger.info({ subject, ms: elapsed(started) }, 'rpc handled')),
            // Nest forwards only RpcException payloads as they are; anything else becomes a generic error.
            catchError((error: unknown) =>
              throwError(() => new RpcException(this.toWire(error, subject, started))),
            ),
          )
          .subscribe(subscriber),
      ),
    );
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
