import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TPageDetails } from '@hirerelay/contracts';
import type { TJobPageFacts } from './job-page-facts.mapper.js';
import type { TPageBytes } from './page-decoding.util.js';

/**
 * Reads job pages (extractJobFacts) in a few worker threads, each page within a time budget that
 * is enforced: a worker still busy when its page's budget is over is terminated (and replaced on
 * the next page), so no page, whatever it holds, costs the service more than `timeoutMs` of a
 * core, and its event loop (every other user's requests) never waits on a page. The page's own
 * limits (PAGE_LIMITS) refuse the known costly shapes quickly; the budget is the backstop.
 */

/** The budget of one page (from the moment it is handed over, waiting for a worker included). */
export const PAGE_EXTRACTION_LIMITS = {
  timeoutMs: 2_000,
  /** Pages waiting for a worker beyond this are refused at once. */
  maxQueued: 32,
  /** Heap of one worker: a 2 MB page needs a few tens of MB. */
  maxHeapMb: 256,
} as const;

/** A page as HTML, or as the fetched bytes (decoded in the worker; their memory is moved there, not copied). */
/** What a worker reads: a page (its text or its bytes) or what the extension read from a tab. */
export type TExtractionInput = string | TPageBytes | { details: TPageDetails };
export type TExtractionTask = { id: number; page: TExtractionInput };
export type TExtractionReply =
  | { id: number; ok: true; facts: TJobPageFacts }
  | { id: number; ok: false; reason: 'limits' | 'failed'; detail: string };

export type TPageExtractionFailure = 'limits' | 'timeout' | 'busy' | 'failed';

/** Why a page was not read; `detail` is for the log only. */
export class PageExtractionError extends Error {
  constructor(
    readonly reason: TPageExtractionFailure,
    readonly detail: string,
  ) {
    super(`job page not read (${reason}): ${detail}`);
    this.name = 'PageExtractionError';
  }
}

/** The worker's script: a built file, or (tests) code to evaluate. */
export type TWorkerScript = { file: URL } | { code: string };

export type TPageExtractionOptions = {
  /** Worker threads (default: the cores less one for the event loop, 1 to 4). */
  size?: number;
  timeoutMs?: number;
  maxQueued?: number;
  /** Tests only: another worker script (e.g. one that never answers). */
  script?: TWorkerScript;
};

type TTask = {
  id: number;
  page: TExtractionInput;
  resolve: (facts: TJobPageFacts) => void;
  reject: (error: PageExtractionError) => void;
  timer: NodeJS.Timeout;
  slot?: TSlot;
};

type TSlot = { worker: Worker; task?: TTask };

export class PageExtractionPool {
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly maxQueued: number;
  private readonly script: TWorkerScript;
  private readonly slots: TSlot[] = [];
  private readonly queue: TTask[] = [];
  private nextId = 0;
  private closed = false;
  /** Workers terminated over their budget (or lost), for tests and the log. */
  terminations = 0;

  constructor(options: TPageExtractionOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.min(4, availableParallelism() - 1));
    this.timeoutMs = options.timeoutMs ?? PAGE_EXTRACTION_LIMITS.timeoutMs;
    this.maxQueued = options.maxQueued ?? PAGE_EXTRACTION_LIMITS.maxQueued;
    this.script = options.script ?? extractionWorkerScript();
  }

  /**
   * What the page says about the job, or a PageExtractionError (over the limits, the budget…). A
   * page given as bytes is decoded in the worker, and its buffer is moved there (the caller must not
   * use it again): copying or decoding 2 MB on the event loop costs more than the rest of a lookup.
   */
  extract(page: TExtractionInput): Promise<TJobPageFacts> {
    if (this.closed) return Promise.reject(new PageExtractionError('failed', 'the pool is closed'));
    if (this.queue.length >= this.maxQueued) {
      return Promise.reject(new PageExtractionError('busy', `${this.queue.length} pages waiting`));
    }
    return new Promise((resolve, reject) => {
      this.nextId = (this.nextId + 1) % Number.MAX_SAFE_INTEGER;
      const task: TTask = {
        id: this.nextId,
        page: typeof page === 'string' || 'details' in page ? page : movable(page),
        resolve,
        reject,
        timer: setTimeout(() => this.overrun(task), this.timeoutMs),
      };
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** Terminates every worker; pages in progress or waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) this.settle(task, new PageExtractionError('failed', 'closing'));
    const slots = this.slots.splice(0);
    for (const slot of slots)
      if (slot.task) this.settle(slot.task, new PageExtractionError('failed', 'closing'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** Nest calls this on shutdown. */
  onModuleDestroy(): Promise<void> {
    return this.close();
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((candidate) => !candidate.task) ?? this.spawn();
      if (!slot) return;
      const task = this.queue.shift() as TTask;
      slot.task = task;
      task.slot = slot;
      const message: TExtractionTask = { id: task.id, page: task.page };
      if (typeof task.page === 'string' || 'details' in task.page) slot.worker.postMessage(message);
      else slot.worker.postMessage(message, [task.page.body.buffer as ArrayBuffer]);
      task.page = '';
    }
  }

  private spawn(): TSlot | undefined {
    if (this.slots.length >= this.size) return undefined;
    const options = { resourceLimits: { maxOldGenerationSizeMb: PAGE_EXTRACTION_LIMITS.maxHeapMb } };
    const worker =
      'file' in this.script
        ? new Worker(this.script.file, options)
        : new Worker(this.script.code, { ...options, eval: true });
    // The pool's workers never keep a process alive on their own.
    worker.unref();
    const slot: TSlot = { worker };
    worker.on('message', (reply: TExtractionReply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      slot.task = undefined;
      if (reply.ok) this.settle(task, reply.facts);
      else this.settle(task, new PageExtractionError(reply.reason, reply.detail));
      this.dispatch();
    });
    // A worker that dies on its own (out of its heap, a crash) fails its page and is replaced.
    const lost = (detail: string): void => {
      if (!this.remove(slot)) return;
      this.terminations += 1;
      if (slot.task) this.settle(slot.task, new PageExtractionError('failed', detail));
      this.dispatch();
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', (code) => lost(`worker exited (${code})`));
    this.slots.push(slot);
    return slot;
  }

  /** The page's budget is over: refused, and its worker (if it has one) terminated. */
  private overrun(task: TTask): void {
    const error = new PageExtractionError('timeout', `not read within ${this.timeoutMs} ms`);
    const slot = task.slot;
    if (!slot) {
      const index = this.queue.indexOf(task);
      if (index >= 0) this.queue.splice(index, 1);
      this.settle(task, error);
      return;
    }
    if (this.remove(slot)) {
      this.terminations += 1;
      void slot.worker.terminate();
    }
    slot.task = undefined;
    this.settle(task, error);
    this.dispatch();
  }

  private remove(slot: TSlot): boolean {
    const index = this.slots.indexOf(slot);
    if (index < 0) return false;
    this.slots.splice(index, 1);
    return true;
  }

  private settle(task: TTask, outcome: TJobPageFacts | PageExtractionError): void {
    clearTimeout(task.timer);
    task.slot = undefined;
    if (outcome instanceof PageExtractionError) task.reject(outcome);
    else task.resolve(outcome);
  }
}

/**
 * The page with a body that owns its whole buffer, so that the buffer can be transferred: a small
 * Buffer may be a slice of Node's shared pool, which must not be moved (it is copied instead).
 */
function movable(page: TPageBytes): TPageBytes {
  const { body } = page;
  const owned =
    body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer;
  return owned ? page : { ...page, body: new Uint8Array(body) };
}

let bundled: string | undefined;

/**
 * The built worker next to this file (dist/lookup/page-extraction.worker.js, swc compiles it with
 * the rest of src). Under the tests, which run the TypeScript sources, there is no such file and
 * Node 20 cannot start a .ts worker: the worker and what it imports are bundled into one script
 * with esbuild (a development dependency, loaded only then).
 */
export function extractionWorkerScript(): TWorkerScript {
  const built = new URL('./page-extraction.worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { file: built };
  if (!bundled) {
    const require = createRequire(import.meta.url);
    const esbuild = require('esbuild') as typeof import('esbuild');
    const result = esbuild.buildSync({
      entryPoints: [fileURLToPath(new URL('./page-extraction.worker.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'silent',
    });
    bundled = result.outputFiles[0]?.text ?? '';
  }
  return { code: bundled };
}
