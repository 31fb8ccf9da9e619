import { parentPort } from 'node:worker_threads';
import { extractDetailsFacts, extractJobFacts, PageLimitError } from './job-page-facts.mapper.js';
import { decodePage } from './page-decoding.util.js';
import type { TExtractionReply, TExtractionTask } from './page-extraction-pool.service.js';

/**
 * A worker thread of PageExtractionPool: reads the pages it is sent, one at a time. It holds no
 * state, so the pool may terminate it mid-page (over its time budget) and start another.
 */
parentPort?.on('message', ({ id, page }: TExtractionTask) => {
  let reply: TExtractionReply;
  try {
    const facts =
      typeof page === 'string'
        ? extractJobFacts(page)
        : 'details' in page
          ? extractDetailsFacts(page.details)
          : extractJobFacts(decodePage(page));
    reply = { id, ok: true, facts };
  } catch (error) {
    reply =
      error instanceof PageLimitError
        ? { id, ok: false, reason: 'limits', detail: error.message }
        : { id, ok: false, reason: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
