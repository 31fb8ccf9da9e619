import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { RpcException, type NatsContext } from '@nestjs/microservices';
import { AppError, ErrorCode, REQUEST_ID_HEADER } from '@hirerelay/contracts';
import type { Logger } from 'pino';
import { catchError, Observable, tap, throwError } from 'rxjs';
import { requestContext, sanitizeRequestId } from '../logging/request-context.js';

/**
 * Wraps every NATS handler of a service: runs it inside the caller's request context (so logs
 * carry the gateway's request id), logs its outcome, and sends failures back as AppError data.
 * Unknown errors are logged in full here and leave the service only as a generic INTERNAL error.
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
    this.logger.error({ subject, err: error, ms: elapsed(started) }, 'rpc failed');
    return new AppError(ErrorCode.Internal, 'Internal error').toWire();
  }
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
