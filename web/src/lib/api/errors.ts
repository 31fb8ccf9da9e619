import type { THttpErrorBody } from '@hirerelay/contracts';

/** A refused or failed API call, with what the gateway said about it. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** The gateway's user-facing message; null for server faults, whose text is not for users. */
  readonly serverMessage: string | null;
  /** Per-field messages, keyed by the request's field names. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, body: unknown) {
    const error = errorOf(body);
    super(error?.message ?? `HTTP ${String(status)}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = error?.code ?? null;
    this.serverMessage = status < 500 && error?.message ? error.message : null;
    this.fields = error?.fields ?? {};
  }
}

/** The message a form shows for a failed call: the gateway's own, else the form's default. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

function errorOf(body: unknown): THttpErrorBody['error'] | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  return {
    code: (typeof code === 'string' ? code : 'INTERNAL') as THttpErrorBody['error']['code'],
    message,
    ...(isStringRecord(fields) ? { fields } : {}),
  };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}
