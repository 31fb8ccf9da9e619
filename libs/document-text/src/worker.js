// @ts-check
/**
 * The extraction worker: runs in a `node:worker_threads` thread started by `DocumentTextPool`, with
 * the pool's memory budget (`resourceLimits`) and under its timeout. It reads one document per
 * message with pdf.js (its legacy Node build, no nested worker, no eval, no font loading, no
 * canvas) or mammoth, and replies with the raw text; the pool normalises it on the main thread.
 *
 * Plain JavaScript (type-checked through JSDoc) so the same file runs from `src` in tests and from
 * `dist` once built: a worker thread loads its file with Node's own loader, which reads no TypeScript.
 */
import { kMaxLength } from 'node:buffer';
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { inflateRawSync, inflateSync } from 'node:zlib';

/**
 * @typedef {{ id: number, kind: 'pdf' | 'docx', bytes: Uint8Array, maxRawChars: number, maxUnpackedBytes: number }} Job
 * @typedef {{ heapUsedBytes: number, externalBytes: number, mallocedPeakBytes: number }} WorkerStats
 * @typedef {{ ok: true, text: string, pages?: number, hasImages: boolean, truncated: boolean }
 *   | { ok: false, reason: 'encrypted' | 'broken' | 'too-large' }} Outcome
 * @typedef {{ id: number, stats: WorkerStats } & Outcome} Reply
 */

const port = parentPort;
if (!port) throw new Error('worker.js runs as a worker thread only');

/** @type {Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined} */
let pdfjsReady;

function loadPdfjs() {
  pdfjsReady ??= (async () => {
    // pdf.js looks for this global before starting its "fake" worker, so it never loads a worker
    // file by URL: parsing runs here, in this thread.
    // (A module name in a variable: pdfjs-dist ships no types for its worker module.)
    const workerModule = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
    const worker = await import(workerModule);
    /** @type {any} */ (globalThis).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjsReady;
}

/** `/Subtype /Image` marks an image XObject; image streams never sit in compressed object streams. */
const IMAGE_XOBJECT = /\/Subtype\s*\/Image\b/;

const STREAM = /\bstream\r?\n/g;

/**
 * Whether the PDF's Flate-compressed streams that text extraction decodes (page contents, object
 * streams, fonts; not images, which it never decodes) unpack to at most `budget` bytes in total.
 * pdf.js keeps a decoded stream whole in memory outside the worker's heap budget, so a small file
 * with a compressed "bomb" as a page's contents (300 KB unpacking to 300 MB) would grow the process
 * by gigabytes before the time budget stops it. Each stream is inflated here with
 * `maxOutputLength`, so no more than the budget is allocated. Streams whose data cannot be inflated
 * are left to pdf.js.
 *
 * @param {Uint8Array} bytes
 * @param {string} latin1 the same bytes as a string (one character per byte)
 * @param {number} budget
 */
function pdfStreamsWithin(bytes, latin1, budget) {
  let left = budget;
  for (const match of latin1.matchAll(STREAM)) {
    const start = (match.index ?? 0) + match[0].length;
    // The stream's dictionary: from its object's header to the `stream` keyword.
    const head = latin1.slice(Math.max(0, (match.index ?? 0) - 4096), match.index);
    const dictionary = head.slice(head.lastIndexOf(' obj') + 1);
    if (!/\/FlateDecode\b/.test(dictionary) || /\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dictionary);
    const end = length ? start + Number(length[1]) : latin1.indexOf('endstream', start);
    if (end <= start) continue;
    try {
      left -= inflateSync(bytes.subarray(start, Math.min(end, bytes.length)), {
        maxOutputLength: Math.max(1, Math.min(left, kMaxLength)),
      }).length;
    } catch (error) {
      if (error instanceof RangeError) return false;
      continue; // damaged or not zlib data: pdf.js decides
    }
    if (left < 0) return false;
  }
  return true;
}

/**
 * @param {Uint8Array} bytes
 * @param {number} maxRawChars
 * @param {number} maxUnpackedBytes
 * @returns {Promise<Outcome>}
 */
async function readPdf(bytes, maxRawChars, maxUnpackedBytes) {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!pdfStreamsWithin(bytes, latin1, maxUnpackedBytes)) return { ok: false, reason: 'too-large' };
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    // pdf.js takes over (detaches) the buffer it is given; `bytes` stays readable for the image check.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const parts = [];
    let length = 0;
    let truncated = false;
    for (let number = 1; number <= document.numPages; number += 1) {
      if (length >= maxRawChars) {
        truncated = true;
        break;
      }
      const page = await document.getPage(number);
      const content = await page.getTextContent({ disableNormalization: false });
      let pageText = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        pageText += item.str;
        if (item.hasEOL) pageText += '\n';
      }
      page.cleanup();
      parts.push(pageText);
      length += pageText.length;
    }
    const text = parts.join('\n\n');
    const hasImages = text.trim() === '' && IMAGE_XOBJECT.test(latin1);
    return { ok: true, text, pages: document.numPages, hasImages, truncated };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') return { ok: false, reason: 'encrypted' };
    return { ok: false, reason: 'broken' };
  } finally {
    await task.destroy();
  }
}

const LOCAL_HEADER = 0x04034b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

/**
 * Whether the zip's parts really unpack to at most `budget` bytes, whatever sizes its directory
 * declares (a lying directory is how a zip bomb passes a size check): each deflated part is inflated
 * here with `maxOutputLength`, so no more than the budget is ever allocated. The reader (jszip, in
 * mammoth) would otherwise inflate everything into memory outside the worker's heap budget.
 * Returns null when the zip's structure cannot be walked (the reader then decides: `broken`).
 *
 * @param {Uint8Array} bytes
 * @param {number} budget
 * @returns {boolean | null}
 */
function unpacksWithin(bytes, budget) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let entry = view.getUint32(end + 16, true);
  let left = budget;
  for (let index = 0; index < count; index += 1) {
    if (entry + 46 > end || view.getUint32(entry, true) !== DIRECTORY_ENTRY) return null;
    const method = view.getUint16(entry + 10, true);
    const compressedSize = view.getUint32(entry + 20, true);
    const local = view.getUint32(entry + 42, true);
    const next = entry + 46 + view.getUint16(entry + 28, true) + view.getUint16(entry + 30, true);
    entry = next + view.getUint16(entry + 32, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_HEADER) return null;
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(dataStart, Math.min(bytes.length, dataStart + compressedSize));
    if (method === 0) {
      left -= data.length;
    } else if (method === 8) {
      try {
        left -= inflateRawSync(data, { maxOutputLength: Math.max(1, Math.min(left, kMaxLength)) }).length;
      } catch (error) {
        if (error instanceof RangeError) return false; // more than the budget left
        return null;
      }
    } else return null;
    if (left < 0) return false;
  }
  return true;
}

/**
 * @param {Uint8Array} bytes
 * @param {number} maxRawChars
 * @param {number} maxUnpackedBytes
 * @returns {Promise<Outcome>}
 */
async function readDocx(bytes, maxRawChars, maxUnpackedBytes) {
  if (unpacksWithin(bytes, maxUnpackedBytes) === false) return { ok: false, reason: 'too-large' };
  const mammoth = (await import('mammoth')).default;
  try {
    const result = await mammoth.extractRawText({
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
    });
    const text = result.value;
    const truncated = text.length > maxRawChars;
    return { ok: true, text: truncated ? text.slice(0, maxRawChars) : text, hasImages: false, truncated };
  } catch {
    return { ok: false, reason: 'broken' };
  }
}

/** @returns {WorkerStats} */
function stats() {
  const heap = getHeapStatistics();
  return {
    heapUsedBytes: heap.used_heap_size,
    externalBytes: heap.external_memory,
    mallocedPeakBytes: heap.peak_malloced_memory,
  };
}

port.on('message', async (/** @type {Job} */ job) => {
  /** @type {Outcome} */
  const result =
    job.kind === 'pdf'
      ? await readPdf(job.bytes, job.maxRawChars, job.maxUnpackedBytes)
      : await readDocx(job.bytes, job.maxRawChars, job.maxUnpackedBytes);
  /** @type {Reply} */
  const reply = { id: job.id, stats: stats(), ...result };
  port.postMessage(reply);
});
