import type { OnApplicationShutdown, Provider } from '@nestjs/common';
import { DocumentTextPool, type DocumentTextResult } from '@hirerelay/document-text';
import { SERVICE_CONFIG } from '../bootstrap/tokens.js';
import { ObjectStoreReader, type TObjectStoreEnv } from '../object-store/object-store.js';

/**
 * A stored document's text: the object read from the store (no more than the extraction's input
 * budget) and read in a worker thread of its own pool. A missing object is `broken`, one over the
 * budget `too-large`; a full pool queue throws `DocumentTextQueueFullError` (try again later) and a
 * store that does not answer throws its error. The pool and the store's client end at shutdown,
 * after every module's `onModuleDestroy` (so the background work has finished its batch).
 */
export class StoredDocumentText implements OnApplicationShutdown {
  constructor(
    private readonly store: ObjectStoreReader,
    private readonly pool: DocumentTextPool,
  ) {}

  async read(objectKey: string, fileName?: string | null): Promise<DocumentTextResult> {
    const stored = await this.store.read(objectKey, this.pool.budgets.maxInputBytes);
    if (stored.state === 'missing') return { state: 'unreadable', reason: 'broken' };
    if (stored.state === 'too-large') return { state: 'unreadable', reason: 'too-large' };
    return this.pool.extract(stored.bytes, {
      mediaType: stored.contentType,
      fileName: fileName ?? objectKey,
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
    this.store.close();
  }
}

/** The provider a service with S3 settings (`ZObjectStoreEnv`) uses: one worker, the library's budgets. */
export const storedDocumentTextProvider: Provider = {
  provide: StoredDocumentText,
  inject: [SERVICE_CONFIG],
  useFactory: (config: TObjectStoreEnv) =>
    new StoredDocumentText(ObjectStoreReader.fromSettings(config), new DocumentTextPool({ workers: 1 })),
};
