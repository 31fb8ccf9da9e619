import { AppError, ErrorCode } from '@hirerelay/contracts';
import { MSG_UPLOAD_UNREADABLE } from '@hirerelay/domain';

/**
 * What reading an upload may throw, as the client's error: @fastify/multipart's own refusals
 * (limits, wrong content type) carry a 4xx status the error filter maps; the multipart parser
 * underneath (busboy) throws plain errors for a body that is not well-formed multipart (no
 * boundary, another boundary, a part that never ends), which would otherwise answer 500.
 */
function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError(ErrorCode.Validation, MSG_UPLOAD_UNREADABLE, { file: MSG_UPLOAD_UNREADABLE });
}

/** Runs one read of the uploaded body, turning a malformed body into the client's error. */
export async function readingUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw asUploadError(error);
  }
}
