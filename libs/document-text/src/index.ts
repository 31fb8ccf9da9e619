export { normalizeDocumentText, truncateAtLine } from './normalize.js';
export { detectDocumentKind, DOCX_MEDIA_TYPE, PDF_MEDIA_TYPE, type DocumentKind } from './detect.js';
export { DocumentTextPool, type WorkerStats } from './pool.js';
export {
  DEFAULT_BUDGETS,
  DocumentTextQueueFullError,
  UNREADABLE_DOCUMENT_MESSAGE,
  UNREADABLE_REASONS,
  type DocumentMeta,
  type DocumentTextBudgets,
  type DocumentTextPoolOptions,
  type DocumentTextResult,
  type UnreadableReason,
} from './types.js';
export { extractDocumentText, closeDefaultDocumentTextPool } from './extract.js';
