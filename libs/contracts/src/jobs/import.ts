import { z } from 'zod';
import { ZJobUrl } from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZIdempotencyKeyField } from './idempotency.js';
import { ZJobRow } from './job.js';
import { ZJobLookup, ZJobLookupRequest } from './lookup.js';
import { ZJobDetailsSource, ZPageDetails } from './page-details.js';

/** The import dialog's first step and the import itself take only the link (`POST /api/jobs/lookup`, `POST /api/jobs`). */
export const ZJobLinkBody = ZJobLookupRequest;
export type TJobLinkBody = z.infer<typeof ZJobLinkBody>;

/**
 * How long jobs may spend on a job page: the fetch (5 s over all hops) then reading it in a worker
 * (2 s, waiting for one included). Past it the page is refused as unreadable (`Failed to fetch job
 * data`), which the caller must still be waiting for.
 */
export const JOB_PAGE_BUDGET_MS = 7_000;

/**
 * The deadline of a call that reads a job page (LookupJobRpc, ImportJobRpc: the dialog, the
 * extension, SMS). Clearly past JOB_PAGE_BUDGET_MS plus an import's other steps (billing's
 * reservation, one transaction), so a slow page answers the refusal above, never the caller's
 * timeout (a 503 the SPA retries, fetching the page twice more). The callers' default (5 s) would
 * end such a call while jobs is still fetching.
 */
export const JOB_PAGE_RPC_TIMEOUT_MS = 10_000;

/**
 * Reads the job's page for the dialog's review step; stores nothing and uses no quota. Not marked
 * idempotent although it writes nothing: its deadline is the page fetch's, and a retry would cut
 * the fetch short (a slow page would answer 503 instead of "couldn't read this page").
 */
export const LookupJobRpc = defineRpc(
  'jobs.job.lookup.v1',
  z.object({ userId: z.uuid(), url: ZJobUrl }),
  ZJobLookup,
);

/** The saved job and where its details came from (`none`: placeholders, for staff to fill in). */
export const ZImportedJob = z.object({ job: ZJobRow, detailsSource: ZJobDetailsSource });
export type TImportedJob = z.infer<typeof ZImportedJob>;

/**
 * Imports a job for the user from its link, the one path of the dialog, the extension and SMS.
 * What the dialog showed is not taken from the caller, since a user cannot edit a job's fields
 * (staff fill what the page did not say): jobs reuses its own reading from the review
 * step (kept a few minutes per user and link) or reads the page. A page it cannot read is no
 * refusal: the job is saved with placeholders (`detailsSource: 'none'`). Refusals:
 * VALIDATION for the link's rules; CONFLICT `You have already imported this job.` with
 * `fields: { reason: 'duplicate', jobId }` (no quota used); FORBIDDEN with billing's three texts and
 * `fields.reason` (IMPORT_REFUSAL_REASONS). `page` is what the extension read from the user's tab
 * (untrusted, read under the fetched page's limits). `idempotencyKey` (the `Idempotency-Key`
 * header; SMS: the MessageSid): a repeat with the same link answers the first reply and stores
 * nothing; with another link CONFLICT `IdempotencyMessages.keyReused`.
 */
export const ImportJobRpc = defineRpc(
  'jobs.job.import.v1',
  z
    .object({ userId: z.uuid(), url: ZJobUrl, page: ZPageDetails.optional() })
    .extend(ZIdempotencyKeyField.shape),
  ZImportedJob,
);
