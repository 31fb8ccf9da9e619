import { DocumentTextPool } from './pool.js';
import type { DocumentMeta, DocumentTextPoolOptions, DocumentTextResult } from './types.js';

let defaultPool: DocumentTextPool | null = null;

/**
 * A resume's text, read in a worker thread under the time and memory budgets, or the reason there is
 * none (show `UNREADABLE_DOCUMENT_MESSAGE` for every unreadable state). Calls share one pool, made
 * with the first call's options; pass `pool` to use another (a service makes its own from its
 * settings and closes it on shutdown).
 */
export function extractDocumentText(
  bytes: Uint8Array,
  meta: DocumentMeta,
  options: { pool?: DocumentTextPool } & DocumentTextPoolOptions = {},
): Promise<DocumentTextResult> {
  const { pool, ...poolOptions } = options;
  if (pool) return pool.extract(bytes, meta);
  defaultPool ??= new DocumentTextPool(poolOptions);
  return defaultPool.extract(bytes, meta);
}

/** Ends the shared pool's workers (a new pool starts on the next call). */
export async function closeDefaultDocumentTextPool(): Promise<void> {
  const pool = defaultPool;
  defaultPool = null;
  await pool?.close();
}
