import { z } from 'zod';
import {
  emptyToNull,
  MSG_EMAIL_INVALID,
  msgTooManyItems,
  plainText,
  requiredText,
  ZHttpUrl,
  ZIsoDateTime,
  ZOptionalHttpUrl,
} from '@hirerelay/domain';
import { defineRpc } from '../define.js';
import { ZJobActor } from './job.js';
import { ZJobDetail } from './detail.js';
import { JobsMessages } from './messages.js';

/** Bounds of the fields staff edit (not in the spec; stored and e-mailed text is bounded). */
export const JOB_FIELD_LIMITS = {
  short: 200,
  description: 20_000,
  notes: 5_000,
  recruiterPhone: 40,
  recruiters: 20,
} as const;

const optionalText = (max: number) => z.preprocess(emptyToNull, plainText(max).nullable());

const ZOptionalEmail = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(254, { error: MSG_EMAIL_INVALID })
    .pipe(z.email({ error: MSG_EMAIL_INVALID }))
    .nullable(),
);

/**
 * A recruiter as staff enter it. An empty name is stored as `Unknown`; empty optional
 * fields are null.
 */
export const ZRecruiterInput = z.strictObject({
  name: plainText(JOB_FIELD_LIMITS.short).default(''),
  profileUrl: ZOptionalHttpUrl.optional(),
  email: ZOptionalEmail.optional(),
  phone: optionalText(JOB_FIELD_LIMITS.recruiterPhone).optional(),
});
export type TRecruiterInput = z.input<typeof ZRecruiterInput>;
/** A recruiter as the edit saves it (empty fields already null). */
export type TRecruiterChange = z.output<typeof ZRecruiterInput>;

/**
 * `PATCH /api/jobs/{id}` (staff): the job's editable fields, each optional (a field left out keeps
 * its value; Save all changes sends them all). `recruiters` replaces the whole list. `version` is
 * the one the page read: a save based on an older version is refused (CONFLICT
 * `This job was changed by someone else. Reload to see the latest version.`).
 */
export const ZJobUpdateBody = z.strictObject({
  version: z.number().int().nonnegative(),
  title: requiredText(JobsMessages.titleRequired, JOB_FIELD_LIMITS.short).optional(),
  company: requiredText(JobsMessages.companyRequired, JOB_FIELD_LIMITS.short).optional(),
  platform: plainText(JOB_FIELD_LIMITS.short).optional(),
  location: plainText(JOB_FIELD_LIMITS.short).optional(),
  description: plainText(JOB_FIELD_LIMITS.description, 'multi-line').optional(),
  datePosted: plainText(JOB_FIELD_LIMITS.short).optional(),
  jobType: plainText(JOB_FIELD_LIMITS.short).optional(),
  salary: plainText(JOB_FIELD_LIMITS.short).optional(),
  url: ZHttpUrl.optional(),
  appliedUrl: ZOptionalHttpUrl.optional(),
  dateReceived: ZIsoDateTime.optional(),
  dateApplied: ZIsoDateTime.nullable().optional(),
  dateReapplied: ZIsoDateTime.nullable().optional(),
  notes: z.preprocess(emptyToNull, plainText(JOB_FIELD_LIMITS.notes, 'multi-line').nullable()).optional(),
  recruiters: z
    .array(ZRecruiterInput)
    .max(JOB_FIELD_LIMITS.recruiters, { error: msgTooManyItems(JOB_FIELD_LIMITS.recruiters) })
    .optional(),
});
export type TJobUpdateBody = z.input<typeof ZJobUpdateBody>;
export type TJobUpdate = z.output<typeof ZJobUpdateBody>;

/** Staff only (FORBIDDEN otherwise); saved in one transaction; answers the job as saved. */
export const UpdateJobRpc = defineRpc(
  'jobs.job.update.v1',
  ZJobUpdateBody.extend({ actor: ZJobActor, jobId: z.uuid() }),
  ZJobDetail,
);

/**
 * `DELETE /api/jobs/{id}`: staff only, any job (owners cannot delete). Documents, messages and the timeline
 * go with it. `removedObjectKeys` are the job's files in the object store: the gateway, which alone
 * reaches the store, deletes them (as it does a replaced profile resume). `applicationReturned`:
 * the job never reached Applied, so billing gives its application back (through the job-deleted
 * event, consumed by billing).
 */
export const DeleteJobRpc = defineRpc(
  'jobs.job.delete.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid() }),
  z.object({ jobId: z.uuid(), removedObjectKeys: z.array(z.string()), applicationReturned: z.boolean() }),
);
