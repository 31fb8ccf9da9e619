import { Worker } from 'node:worker_threads';
import { readZipDirectory } from '@hirerelay/domain';
import { detectDocumentKind, type DocumentKind } from './detect.js';
import { normalizeDocumentText, truncateAtLine } from './normalize.js';
import {
  DEFAULT_BUDGETS,
  DocumentTextQueueFullError,
  type DocumentMeta,
  type DocumentTextBudgets,
  type DocumentTextPoolOptions,
  type DocumentTextResult,
  type UnreadableReason,
} from './types.js';

/** What the worker measured about itself after a job (see worker.js). */
export interface WorkerStats {
  heapUsedBytes: number;
  externalBytes: number;
  mallocedPeakBytes: number;
}

type WorkerReply = { id: number; stats: WorkerStats } & (
  | { ok: true; text: string; pages?: number; hasImages: boolean; truncated: boolean }
  | { ok: false; reason: 'encrypted' | 'broken' | 'too-large' }
);

interface Job {
  id: number;
  kind: DocumentKind;
  bytes: Uint8Array;
  hasMedia: boolean;
  timeoutMs: number;
  resolve: (outcome: { result: DocumentTextResult; stats?: WorkerStats }) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  idleTimer: NodeJS.Timeout | null;
  /** Set once the worker was terminated or died: it takes no more jobs. */
  gone: boolean;
}

/** The worker file sits next to this module, in `src` (tests) as in `dist` (built). */
const WORKER_URL = new URL('./worker.js', import.meta.url);
const DEFAULT_WORKERS = 1;
const DEFAULT_MAX_QUEUE = 16;
const DEFAULT_IDLE_MS = 30_000;
/** Raw text may be longer than the normalised text it becomes (spaces, blank lines). */
const RAW_TEXT_FACTOR = 2;

/** Per call: a shorter (or longer) time budget than the pool's. */
export interface ExtractCallOptions {
  timeoutMs?: number;
}

const unreadable = (reason: UnreadableReason): DocumentTextResult => ({ state: 'unreadable', reason });

/**
 * A small pool of extraction workers (worker threads). Each job runs in a worker with a memory
 * budget and under a timeout that terminates the worker; a worker that dies or is terminated is
 * replaced by a fresh one for the next job. Jobs wait in a bounded queue. The main thread only
 * checks sizes and headers, copies the bytes over and normalises the (bounded) text that comes back.
 */
export class DocumentTextPool {
  readonly budgets: DocumentTextBudgets;
  private readonly size: number;
  private readonly maxQueue: number;
  private readonly idleMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: DocumentTextPoolOptions = {}) {
    const { workers, maxQueue, idleMs, ...budgets } = options;
    this.budgets = { ...DEFAULT_BUDGETS, ...definedOnly(budgets) };
    this.size = Math.max(1, Math.floor(workers ?? DEFAULT_WORKERS));
    this.maxQueue = Math.max(0, Math.floor(maxQueue ?? DEFAULT_MAX_QUEUE));
    this.idleMs = idleMs ?? DEFAULT_IDLE_MS;
  }

  /** The document's text or the reason there is none. Never rejects, except when the queue is full. */
  async extract(
    bytes: Uint8Array,
    meta: DocumentMeta = {},
    call: ExtractCallOptions = {},
  ): Promise<DocumentTextResult> {
    return (await this.extractWithStats(bytes, meta, call)).result;
  }

  /** As `extract`, with what the worker measured about its heap (for the benchmark). */
  async extractWithStats(
    bytes: Uint8Array,
    meta: DocumentMeta = {},
    call: ExtractCallOptions = {},
  ): Promise<{ result: DocumentTextResult; stats?: WorkerStats }> {
    if (this.closed) throw new Error('DocumentTextPool is closed');
    if (bytes.length === 0) return { result: unreadable('empty') };
    if (bytes.length > this.budgets.maxInputBytes) return { result: unreadable('too-large') };
    const detected = detectDocumentKind(bytes, meta);
    if ('encryptedOffice' in detected) return { result: unreadable('encrypted') };
    if ('claimed' in detected) {
      return { result: unreadable(detected.claimed ? 'broken' : 'unsupported') };
    }
    let hasMedia = false;
    if (detected.kind === 'docx') {
      const entries = readZipDirectory(bytes) ?? [];
      const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
      if (unpacked > this.budgets.maxUnpackedBytes) return { result: unreadable('too-large') };
      hasMedia = entries.some((entry) => entry.name.startsWith('word/media/'));
    }
    const busy = this.slots.filter((slot) => slot.job).length;
    if (busy >= this.size && this.queue.length >= this.maxQueue) {
      throw new DocumentTextQueueFullError(this.maxQueue);
    }
    return new Promise((resolve) => {
      // A copy in its own buffer, which the worker takes over (transferred, not cloned again): the
      // caller's bytes stay usable. (`Buffer#slice` would be a view on the caller's memory.)
      const copy = new Uint8Array(bytes.length);
      copy.set(bytes);
      const job: Job = {
        id: this.nextId++,
        kind: detected.kind,
        bytes: copy,
        hasMedia,
        timeoutMs: call.timeoutMs ?? this.budgets.timeoutMs,
        resolve,
      };
      this.queue.push(job);
      this.pump();
    });
  }

  /** Ends every worker; jobs still waiting resolve as `timeout`. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve({ result: unreadable('timeout') });
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        slot.gone = true;
        this.clearTimers(slot);
        slot.job?.resolve({ result: unreadable('timeout') });
        return slot.worker.terminate();
      }),
    );
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.idleSlot();
      if (!slot) return;
      const job = this.queue.shift() as Job;
      this.run(slot, job);
    }
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((slot) => !slot.job && !slot.gone);
    if (idle) return idle;
    if (this.slots.length >= this.size) return null;
    const slot = this.startWorker();
    this.slots.push(slot);
    return slot;
  }

  private startWorker(): Slot {
    const memoryMb = this.budgets.memoryMb;
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, stackSizeMb: 4 },
      // The worker's console output is not the service's log.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    // An idle worker does not keep the process alive; a running job's timer does.
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null, idleTimer: null, gone: false };
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on('error', (error: Error & { code?: string }) => {
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.retire(slot, outOfMemory ? 'too-large' : 'broken');
    });
    worker.on('messageerror', () => this.retire(slot, 'broken'));
    worker.on('exit', () => this.retire(slot, 'broken'));
    return slot;
  }

  private run(slot: Slot, job: Job): void {
    slot.job = job;
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    // The budget counts from the moment the worker has the job (a new worker's start included).
    slot.timer = setTimeout(() => this.retire(slot, 'timeout'), job.timeoutMs);
    const maxRawChars = this.budgets.maxTextChars * RAW_TEXT_FACTOR;
    const { maxUnpackedBytes } = this.budgets;
    slot.worker.postMessage({ id: job.id, kind: job.kind, bytes: job.bytes, maxRawChars, maxUnpackedBytes }, [
      job.bytes.buffer as ArrayBuffer,
    ]);
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    const job = slot.job;
    if (!job || job.id !== reply.id || slot.gone) return;
    this.clearTimers(slot);
    slot.job = null;
    job.resolve({ result: this.toResult(reply, job), stats: reply.stats });
    if (this.idleMs > 0 && !this.closed) {
      slot.idleTimer = setTimeout(() => this.retire(slot, null), this.idleMs);
      slot.idleTimer.unref();
    }
    this.pump();
  }

  private toResult(reply: WorkerReply, job: Job): DocumentTextResult {
    if (!reply.ok) return unreadable(reply.reason);
    const normalized = normalizeDocumentText(reply.text);
    if (normalized === '') {
      if (reply.pages === 0) return unreadable('empty');
      return unreadable(reply.hasImages || job.hasMedia ? 'scanned' : 'empty');
    }
    const { text, truncated } = truncateAtLine(normalized, this.budgets.maxTextChars);
    return {
      state: 'text',
      text,
      ...(reply.pages === undefined ? {} : { pages: reply.pages }),
      ...(truncated || reply.truncated ? { truncated: true } : {}),
    };
  }

  /** Ends a worker (timeout, crash, out of memory, idle): its job gets `reason`, the next job a new worker. */
  private retire(slot: Slot, reason: UnreadableReason | null): void {
    if (slot.gone) return;
    slot.gone = true;
    this.clearTimers(slot);
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    const job = slot.job;
    slot.job = null;
    void slot.worker.terminate();
    if (job) job.resolve({ result: unreadable(reason ?? 'broken') });
    if (!this.closed) this.pump();
  }

  private clearTimers(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.timer = null;
    slot.idleTimer = null;
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
