import { z } from 'zod';

/**
 * Error codes shared by every service and the gateway. The gateway maps each code to one HTTP
 * status in a single place; services never think in HTTP terms.
 */
export const ErrorCode = {
  Validation: 'VALIDATION',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  RateLimited: 'RATE_LIMITED',
  /** Past the per-account limit of failed logins: sign in with the link e-mailed to the owner. */
  LoginStepUpRequired: 'LOGIN_STEP_UP_REQUIRED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * What callers are told about a failure on our side. Fixed texts: the cause (a subject, a driver
 * error, an address) goes to the log with the request id, never into a reply.
 */
export const SERVER_ERROR_MESSAGES = {
  SERVICE_UNAVAILABLE: 'Service temporarily unavailable',
  INTERNAL: 'Something went wrong. Please try again.',
} as const satisfies Partial<Record<TErrorCode, string>>;

/** A VALIDATION refusal's message when no field rule supplies a better one. */
export const INVALID_REQUEST_MESSAGE = 'Invalid request';

const errorCodes = Object.values(ErrorCode) as [TErrorCode, ...TErrorCode[]];

/** The shape an error takes on the wire (NATS replies) and inside HTTP error bodies. */
export const ZAppErrorWire = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Marks the object as an AppError so it cannot be confused with a normal reply. */
  appError: z.literal(true),
});
export type TAppErrorWire = z.infer<typeof ZAppErrorWire>;

/** The one error type of the system: thrown by services, carried over NATS, rebuilt by callers. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: TErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  toWire(): TAppErrorWire {
    return {
      appError: true,
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }

  static fromWire(wire: TAppErrorWire): AppError {
    return new AppError(wire.code, wire.message, wire.fields);
  }

  /** Rebuilds an AppError from whatever a remote side sent, or returns undefined if it is not one. */
  static tryFromUnknown(value: unknown): AppError | undefined {
    const parsed = ZAppErrorWire.safeParse(value);
    return parsed.success ? AppError.fromWire(parsed.data) : undefined;
  }

  /**
   * Field-level validation errors from a zod failure, keyed by the dotted path of each field. The
   * message defaults to the first problem's own text, which for shared rules is the spec's wording.
   */
  static fromZod(error: z.ZodError, message = error.issues[0]?.message ?? INVALID_REQUEST_MESSAGE): AppError {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.map(String).join('.') || '_';
      fields[key] ??= issue.message;
    }
    return new AppError(ErrorCode.Validation, message, fields);
  }
}

/** The body of every HTTP error the gateway sends: `{ "error": { code, message, fields? } }`. */
export const ZHttpErrorBody = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Quoted to support staff so they can find the request in the logs. */
    requestId: z.string().optional(),
  }),
});
export type THttpErrorBody = z.infer<typeof ZHttpErrorBody>;
