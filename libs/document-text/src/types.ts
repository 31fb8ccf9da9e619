/** What a resume's text extraction gives: its text, or why there is none. */

/** What the user and staff read for every unreadable state (issue 27, "Text we can work with"). */
export const UNREADABLE_DOCUMENT_MESSAGE = "We couldn't read text from this resume";

export const UNREADABLE_REASONS = [
  'empty',
  'scanned',
  'encrypted',
  'broken',
  'too-large',
  'timeout',
  'unsupported',
] as const;

/**
 * - `empty`: no pages, or nothing but whitespace (and no images) on them;
 * - `scanned`: pages with images but no text layer (a scan or a photo);
 * - `encrypted`: a password is needed to open the file;
 * - `broken`: damaged or truncated bytes, or the reader failed on them;
 * - `too-large`: over the input budget, a file that unpacks to more than the budget (a zip bomb),
 *   or a file whose reading ran out of the worker's memory budget;
 * - `timeout`: the reading took longer than the time budget and was stopped;
 * - `unsupported`: neither a PDF nor a Word (.docx) document.
 */
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number];

export type DocumentTextResult =
  | {
      state: 'text';
      /** Normalised text (see `normalizeDocumentText`): one line per line of the document. */
      text: string;
      /** A PDF's page count. */
      pages?: number;
      /** True when the text was cut at the text budget (`maxTextChars`). */
      truncated?: boolean;
    }
  | { state: 'unreadable'; reason: UnreadableReason };

export interface DocumentMeta {
  /** The media type the upload declared (`application/pdf`, the .docx type); may be empty. */
  mediaType?: string | null;
  fileName?: string | null;
}

export interface DocumentTextBudgets {
  /** Wall-clock time one extraction may take in its worker before the worker is terminated. */
  timeoutMs: number;
  /** The worker's V8 heap budget (`resourceLimits.maxOldGenerationSizeMb`). */
  memoryMb: number;
  /** Larger inputs are `too-large` without being read. */
  maxInputBytes: number;
  /**
   * A .docx whose parts, or a PDF whose compressed streams (not its images), unpack to more than
   * this is `too-large` (zip-bomb guard; checked in the worker before the reader runs).
   */
  maxUnpackedBytes: number;
  /** The text kept (normalised characters); longer text is cut at a line end and marked `truncated`. */
  maxTextChars: number;
}

export interface DocumentTextPoolOptions extends Partial<DocumentTextBudgets> {
  /** Worker threads kept for reuse (1 or 2 is plenty: the work is CPU-bound). */
  workers?: number;
  /** Extractions waiting for a worker; one more is refused with `DocumentTextQueueFullError`. */
  maxQueue?: number;
  /** An idle worker is ended after this long (a new one starts on demand). */
  idleMs?: number;
}

export const DEFAULT_BUDGETS: DocumentTextBudgets = {
  timeoutMs: 10_000,
  memoryMb: 256,
  maxInputBytes: 10 * 1024 * 1024,
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxTextChars: 200_000,
};

/** Thrown (not a document state) when the queue is full: the caller may retry later. */
export class DocumentTextQueueFullError extends Error {
  readonly code = 'DOCUMENT_TEXT_QUEUE_FULL';
  constructor(maxQueue: number) {
    super(`Document text extraction queue is full (${maxQueue} waiting)`);
    this.name = 'DocumentTextQueueFullError';
  }
}
