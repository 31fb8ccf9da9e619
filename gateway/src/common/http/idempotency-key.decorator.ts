import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import {
  AppError,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyMessages,
  ZIdempotencyKey,
} from '@hirerelay/contracts';

/** The request's `Idempotency-Key`, undefined without one; a malformed one is a 400. */
export function idempotencyKeyOf(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !ZIdempotencyKey.safeParse(value).success) {
    throw new AppError(ErrorCode.Validation, IdempotencyMessages.keyInvalid);
  }
  return value;
}

const IdempotencyKeyParam = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  idempotencyKeyOf(
    context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers[
      IDEMPOTENCY_KEY_HEADER
    ],
  ),
);

/**
 * The optional `Idempotency-Key` header of a write the client may retry (an import, a chat post),
 * checked (1–100 printable ASCII characters, else 400) and documented. The owning service answers
 * a repeat with the first reply.
 */
export function IdempotencyKeyInput(): ParameterDecorator {
  return (target, key, index) => {
    IdempotencyKeyParam()(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (!descriptor) return;
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Names this submission (1–100 printable ASCII characters): a retry with the same key and body ' +
        'answers the first reply and does nothing again; the same key with another body is a 409.',
      schema: { type: 'string', minLength: 1, maxLength: 100 },
    })(target, key, descriptor);
  };
}
