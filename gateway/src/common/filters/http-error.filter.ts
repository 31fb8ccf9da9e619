import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  SERVER_ERROR_MESSAGES,
  type THttpErrorBody,
  type TErrorCode,
} from '@hirerelay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { loggableUrl } from '../http/loggable-url.util.js';
import { RateLimitedError } from '../security/rate-limit.service.js';
import { GatewayMessages } from '../gateway.messages.js';

const STATUS_BY_CODE: Record<TErrorCode, number> = {
  VALIDATION: HttpStatus.BAD_REQUEST,
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  CONFLICT: HttpStatus.CONFLICT,
  PAYLOAD_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  // Not a 429: waiting does not help the owner, the e-mailed link does.
  LOGIN_STEP_UP_REQUIRED: HttpStatus.FORBIDDEN,
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  INTERNAL: HttpStatus.INTERNAL_SERVER_ERROR,
};

const CODE_BY_STATUS: Record<number, TErrorCode> = {
  400: ErrorCode.Validation,
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  405: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.Validation,
  429: ErrorCode.RateLimited,
  503: ErrorCode.ServiceUnavailable,
};

/**
 * Maps one error to one HTTP response, so every status/body rule lives here and nowhere else.
 * A failure on our side (SERVICE_UNAVAILABLE, INTERNAL) always gets a fixed public message and the
 * request id: whatever the AppError says (a NATS subject, a transport error) is for the log only.
 */
export function toHttpError(error: unknown, requestId: string): { status: number; body: THttpErrorBody } {
  if (
    error instanceof AppError &&
    (error.code === ErrorCode.ServiceUnavailable || error.code === ErrorCode.Internal)
  ) {
    return serverError(error.code, requestId);
  }
  if (error instanceof AppError) {
    return {
      status: STATUS_BY_CODE[error.code],
      body: {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      },
    };
  }
  const status = httpStatusOf(error);
  if (status !== undefined && status < 500) {
    const code = CODE_BY_STATUS[status] ?? ErrorCode.Validation;
    return { status, body: { error: { code, message: clientMessage(error, status) } } };
  }
  return serverError(status === 503 ? ErrorCode.ServiceUnavailable : ErrorCode.Internal, requestId);
}

function serverError(
  code: typeof ErrorCode.ServiceUnavailable | typeof ErrorCode.Internal,
  requestId: string,
): { status: number; body: THttpErrorBody } {
  return {
    status: STATUS_BY_CODE[code],
    body: { error: { code, message: SERVER_ERROR_MESSAGES[code], requestId } },
  };
}

function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof HttpException) return error.getStatus();
  // Fastify's own errors (bad JSON, body too large, wrong content type) carry a statusCode.
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : undefined;
}

function clientMessage(error: unknown, status: number): string {
  if (status === 404) return GatewayMessages.notFound;
  if (status === 413) return GatewayMessages.bodyTooLarge;
  if (status === 431) return GatewayMessages.headersTooLarge;
  if (error instanceof HttpException) {
    const response = error.getResponse();
    if (typeof response === 'string') return response;
    const message = (response as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  if (error instanceof Error && /JSON/i.test(error.message)) return GatewayMessages.invalidJson;
  return GatewayMessages.badRequest;
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, body } = toHttpError(exception, request.id);
    if (status >= 500) {
      // The detail the public body leaves out: the AppError's own message, or the stack.
      this.logger.error(
        {
          err: exception,
          requestId: request.id,
          method: request.method,
          url: loggableUrl(request.url),
          status,
        },
        'request failed',
      );
    }
    if (exception instanceof RateLimitedError)
      void reply.header('retry-after', String(exception.retryAfterSeconds));
    void reply.status(status).header('cache-control', 'no-store').send(body);
  }
}
