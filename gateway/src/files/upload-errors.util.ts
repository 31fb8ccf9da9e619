import type { MultipartFile } from '@fastify/multipart';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import type { FastifyRequest } from 'fastify';
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

/**
 * The one file of a multipart upload (at most `maxBytes`; the stream is flagged truncated beyond).
 * A request that is not multipart, or holds no file, is refused with `refusal`, the field's message.
 */
export async function readSingleFile(
  request: FastifyRequest,
  maxBytes: number,
  refusal: string,
): Promise<MultipartFile> {
  const refused = () => new AppError(ErrorCode.Validation, refusal, { file: refusal });
  if (!request.isMultipart()) throw refused();
  const file = await readingUpload(() => request.file({ limits: { fileSize: maxBytes, files: 1 } }));
  if (!file) throw refused();
  return file;
}
