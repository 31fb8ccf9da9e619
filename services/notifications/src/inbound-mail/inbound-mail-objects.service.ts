import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  createS3Client,
  ObjectStoreReader,
  SERVICE_CONFIG,
  type StoredObjectRead,
} from '@hirerelay/nest-common';
import type { TNotificationsEnv } from '../config/env.js';

/** Every object inbound mail keeps lives under this prefix of the private bucket. */
export const INBOUND_MAIL_PREFIX = 'inbound-mail/';

/** The per-message prefix: `inbound-mail/<user>/<reply id>/` (a user's deletion removes one folder). */
export const messagePrefix = (userId: string, replyId: string): string =>
  `${INBOUND_MAIL_PREFIX}${userId}/${replyId}/`;

/**
 * The private object store as inbound mail uses it: the raw message and each attachment written
 * under the message's prefix (never public, no signed link made here), and the webhook's staged
 * messages read and removed. notifications' key needs Put/Get/Delete on `inbound-mail/*` only.
 */
@Injectable()
export class InboundMailObjects implements OnApplicationShutdown {
  private readonly client: S3Client;
  private readonly reader: ObjectStoreReader;
  private readonly bucket: string;

  constructor(@Inject(SERVICE_CONFIG) config: TNotificationsEnv) {
    this.client = createS3Client(config);
    this.reader = ObjectStoreReader.fromSettings(config);
    this.bucket = config.S3_BUCKET;
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  read(key: string, maxBytes: number): Promise<StoredObjectRead> {
    return this.reader.read(key, maxBytes);
  }

  /** Removes the objects (a missing one is no error); best effort for each. */
  async remove(keys: readonly string[]): Promise<void> {
    await Promise.allSettled(
      keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))),
    );
  }

  onApplicationShutdown(): void {
    this.client.destroy();
    this.reader.close();
  }
}
