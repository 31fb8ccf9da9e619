import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, ErrorCode } from '@hirerelay/contracts';
import { isPdfMagic, MSG_FILE_TOO_LARGE, MSG_RESUME_NOT_PDF, RESUME_MAX_BYTES } from '@hirerelay/domain';
import type { MultipartFile } from '@fastify/multipart';
import type { Logger } from 'pino';
import { Readable } from 'node:stream';
import { OBJECT_STORE, type ObjectStore } from '../common/infra/infra.providers.js';
import { GATEWAY_LOGGER } from '../common/infra/infra.providers.js';
import { readingUpload } from './upload-errors.util.js';
import { GatewayMessages } from '../common/gateway.messages.js';

const PDF_MAGIC_LENGTH = 5;

/** Largest accepted resume: the spec says "under 5MB". */
export const RESUME_UPLOAD_LIMIT = RESUME_MAX_BYTES - 1;

/**
 * Private objects in the S3-compatible store. Uploads stream through: the first bytes are checked
 * for the PDF signature before anything is stored, and the size limit is enforced while streaming.
 * Keys are chosen by the servers (here the profile resume's, under the owner's prefix; jobs chooses
 * a job document's), never by the client.
 */
@Injectable()
export class ObjectFiles {
  constructor(
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {}

  async storeResume(userId: string, file: MultipartFile): Promise<{ objectKey: string; size: number }> {
    const upload = await readUploadHead(file, PDF_MAGIC_LENGTH);
    if (!isPdfMagic(new Uint8Array(upload.head))) {
      await upload.discard();
      throw new AppError(ErrorCode.Validation, MSG_RESUME_NOT_PDF, { file: MSG_RESUME_NOT_PDF });
    }
    const objectKey = `${userId}/resumes/${randomUUID()}.pdf`;
    const { size } = await this.storeUpload(upload, {
      objectKey,
      contentType: 'application/pdf',
      maxBytes: RESUME_UPLOAD_LIMIT,
    });
    return { objectKey, size };
  }

  /**
   * Streams an upload (its head already read) to `objectKey`. Over `maxBytes`, the stored object is
   * removed again and the upload refused (PAYLOAD_TOO_LARGE). Answers the size stored and the
   * file's last `tailBytes` bytes (for a content check the owning service finishes on them).
   */
  async storeUpload(
    upload: UploadWithHead,
    target: { objectKey: string; contentType: string; maxBytes: number; tailBytes?: number },
  ): Promise<{ size: number; tail: Buffer }> {
    const { head, source, file } = upload;
    const tail = new TailKeeper(target.tailBytes ?? 0);
    let size = 0;
    async function* body() {
      size += head.length;
      tail.add(head);
      yield head;
      for (let next = await source.next(); !next.done; next = await source.next()) {
        size += next.value.length;
        tail.add(next.value);
        yield next.value;
      }
    }
    await new Upload({
      client: this.store.client,
      params: {
        Bucket: this.store.bucket,
        Key: target.objectKey,
        Body: Readable.from(body()),
        ContentType: target.contentType,
      },
    }).done();
    // @fastify/multipart stops reading at the limit and flags the stream as truncated.
    if (file.file.truncated || size > target.maxBytes) {
      await this.remove(target.objectKey);
      throw new AppError(ErrorCode.PayloadTooLarge, MSG_FILE_TOO_LARGE, { file: MSG_FILE_TOO_LARGE });
    }
    return { size, tail: tail.bytes() };
  }

  /** Stores bytes a service made (a draft rendered to PDF) at the key that service chose. */
  async storeBytes(objectKey: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.store.client.send(
      new PutObjectCommand({
        Bucket: this.store.bucket,
        Key: objectKey,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  /**
   * Records a stored upload with the service that owns it: then the object it replaced is deleted,
   * or, when recording fails, the new one (no object is left that nothing refers to).
   */
  async recordUpload<T extends { replacedObjectKey: string | null }>(
    objectKey: string,
    record: () => Promise<T>,
  ): Promise<T> {
    try {
      const recorded = await record();
      await this.remove(recorded.replacedObjectKey);
      return recorded;
    } catch (error) {
      await this.remove(objectKey);
      throw error;
    }
  }

  async open(objectKey: string): Promise<{ body: Readable; contentType: string; size?: number }> {
    try {
      const object = await this.store.client.send(
        new GetObjectCommand({ Bucket: this.store.bucket, Key: objectKey }),
      );
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        ...(object.ContentLength !== undefined ? { size: object.ContentLength } : {}),
      };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey')
        throw new AppError(ErrorCode.NotFound, GatewayMessages.fileNotFound);
      throw error;
    }
  }

  /** Best effort: a leftover object costs storage, not correctness, so failures are only logged. */
  async remove(objectKey: string | null | undefined): Promise<void> {
    if (!objectKey) return;
    try {
      await this.store.client.send(new DeleteObjectCommand({ Bucket: this.store.bucket, Key: objectKey }));
    } catch (error) {
      this.logger.warn({ err: error, objectKey }, 'could not delete object');
    }
  }
}

/** The last `length` bytes of a stream, holding no more than that and one chunk. */
export class TailKeeper {
  private chunks: Buffer[] = [];
  private held = 0;

  constructor(private readonly length: number) {}

  add(chunk: Buffer): void {
    if (this.length === 0) return;
    this.chunks.push(chunk);
    this.held += chunk.length;
    while (this.chunks.length > 1 && this.held - this.chunks[0]!.length >= this.length) {
      this.held -= this.chunks.shift()!.length;
    }
  }

  bytes(): Buffer {
    const all = Buffer.concat(this.chunks);
    return all.subarray(Math.max(0, all.length - this.length));
  }
}

/** An upload whose first bytes are read (for a content check) and whose rest is still to come. */
export interface UploadWithHead {
  file: MultipartFile;
  head: Buffer;
  source: AsyncIterator<Buffer>;
  /** Reads and drops the rest of a refused upload, so the connection can be reused. */
  discard(): Promise<void>;
}

/** Reads at least `length` bytes of the upload (fewer only when the file is shorter). */
export async function readUploadHead(file: MultipartFile, length: number): Promise<UploadWithHead> {
  const source = clientSource(file.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  const head = await readAtLeast(source, length);
  return { file, head, source, discard: () => drain(source) };
}

/** The uploaded bytes, where a malformed multipart body is the client's error, not a crash. */
function clientSource(source: AsyncIterator<Buffer>): AsyncIterator<Buffer> {
  return { next: () => readingUpload(() => source.next()) };
}

async function readAtLeast(source: AsyncIterator<Buffer>, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  while (total < length) {
    const next = await source.next();
    if (next.done) break;
    chunks.push(next.value);
    total += next.value.length;
  }
  return Buffer.concat(chunks);
}

async function drain(source: AsyncIterator<Buffer>): Promise<void> {
  for (let next = await source.next(); !next.done; next = await source.next()) {
    // discard the rest of a refused upload so the connection can be reused
  }
}
