import { GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';

/**
 * The S3-compatible store's settings, as the gateway (uploads, signed downloads) and the services
 * that read their own documents (identity, jobs: text extraction) take them. In production a
 * service's key may be read-only on its prefixes; only the gateway writes and deletes.
 */
export const ZObjectStoreEnv = z.object({
  S3_ENDPOINT: z.url(),
  S3_REGION: z.string().min(1),
  S3_BUCKET: z.string().min(1),
  S3_ACCESS_KEY_ID: z.string().min(1),
  S3_SECRET_ACCESS_KEY: z.string().min(1),
});
export type TObjectStoreEnv = z.output<typeof ZObjectStoreEnv>;

/** One S3 client configured the same way for every app. */
export function createS3Client(settings: TObjectStoreEnv): S3Client {
  return new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY },
    // s3rver (local) stores aws-chunked framing inside objects unless checksums are opt-in.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export type StoredObjectRead =
  | { state: 'found'; bytes: Buffer; contentType: string | undefined }
  | { state: 'missing' }
  /** Larger than the reader's cap: not read further (the extraction calls it `too-large`). */
  | { state: 'too-large'; size: number };

/**
 * Reads whole objects, up to a byte cap, for the work a service does on its documents (text
 * extraction). The cap is checked on the declared length and again while reading, so a lying
 * store cannot make the service buffer more than `maxBytes`.
 */
export class ObjectStoreReader {
  private constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  static fromSettings(settings: TObjectStoreEnv): ObjectStoreReader {
    return new ObjectStoreReader(createS3Client(settings), settings.S3_BUCKET);
  }

  async read(objectKey: string, maxBytes: number): Promise<StoredObjectRead> {
    let answer;
    try {
      answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }));
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return { state: 'missing' };
      throw error;
    }
    const declared = answer.ContentLength ?? 0;
    const body = answer.Body as AsyncIterable<Uint8Array> & { destroy?: () => void };
    if (declared > maxBytes) {
      body.destroy?.();
      return { state: 'too-large', size: declared };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) {
        body.destroy?.();
        return { state: 'too-large', size };
      }
      chunks.push(chunk);
    }
    return { state: 'found', bytes: Buffer.concat(chunks), contentType: answer.ContentType };
  }

  /** Cheap reachability check: the bucket answers a HEAD request. */
  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
