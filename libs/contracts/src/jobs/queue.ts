import { z } from 'zod';
import { CUSTOM_PLAN, PLANS, plainText } from '@hirerelay/domain';
import { defineEvent, defineRpc } from '../define.js';
import { PAGE_LIMITS } from '../page-limits.js';
import { ZPage, ZPageQuery, ZPageRequest } from '../pagination.js';
import { ZJobFitBand } from './fit.js';
import { ZJobActor } from './job.js';
import { ZJobOwner } from './list.js';

// The staff work queue and who owns a job in it. Staff only, all of it: a user is FORBIDDEN before
// anything is read, and the assignment never reaches the owner (no field of theirs, no event on
// their stream).

/** The queue's views: the caller's own jobs, the jobs nobody owns, everything. */
export const QUEUE_VIEWS = ['mine', 'unassigned', 'all'] as const;
export const ZQueueView = z.enum(QUEUE_VIEWS);
export type TQueueView = z.infer<typeof ZQueueView>;

/** The plans a job can have been imported on (its `subscriptionType`). */
export const QUEUE_PLANS = [...PLANS.map((plan) => plan.name), CUSTOM_PLAN.name] as const;

const ZQueueFilterFields = z.object({
  view: ZQueueView.default('all').describe('mine, unassigned or all (the default).'),
  plan: z
    .enum(QUEUE_PLANS as unknown as [string, ...string[]])
    .optional()
    .describe('Only jobs imported on this plan.'),
  overdue: z.boolean().optional().describe('true: only jobs past their due time and not yet Applied.'),
  detailsNeeded: z.boolean().optional().describe('true: only jobs marked `details needed`.'),
});

/** The query string of `GET /api/jobs/queue`: view, filters (flags as `true`/`false`) and page. */
export const ZQueueQuery = ZQueueFilterFields.extend({
  overdue: z.stringbool().optional().describe('true: only overdue jobs.'),
  detailsNeeded: z.stringbool().optional().describe('true: only jobs marked `details needed`.'),
}).extend(ZPageQuery(PAGE_LIMITS.jobQueue).shape);
export type TQueueQuery = z.output<typeof ZQueueQuery>;

/**
 * A row of the queue: a job not yet Applied (status Saved), or one whose owner wrote in chat and
 * waits for staff. `queueAt` orders the queue (the due time, or the waiting message's time when
 * earlier); `overdue` is true for a Saved job past its due time when the page was read.
 */
export const ZQueueRow = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  company: z.string(),
  status: z.string(),
  subscriptionType: z.string(),
  dateReceived: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  queueAt: z.iso.datetime(),
  overdue: z.boolean(),
  /** When the owner's oldest message staff have not read was written; null when none waits. */
  waitingSince: z.iso.datetime().nullable(),
  detailsNeeded: z.boolean(),
  /** The owner's messages staff have not read. */
  unreadMessages: z.number().int().nonnegative(),
  assigneeId: z.uuid().nullable(),
  /** The job's fit band (services/jobs/src/fit); null while none is stored. */
  fitBand: ZJobFitBand.nullable(),
});
export type TQueueRow = z.infer<typeof ZQueueRow>;

/**
 * The queue, oldest need first (overdue first, then by due time; owners waiting in chat by the
 * message's age), keyset-paginated on `(queueAt, id)`; `cursor` is only valid for the same view
 * and filters.
 */
export const ListQueueRpc = defineRpc(
  'jobs.queue.list.v1',
  ZQueueFilterFields.extend({ actor: ZJobActor, ...ZPageRequest(PAGE_LIMITS.jobQueue).shape }),
  ZPage(ZQueueRow),
  { idempotent: true },
);

/** A staff member as the queue shows them (identity's name, else the e-mail). */
export const ZStaffMember = z.object({ id: z.uuid(), fullName: z.string().nullable(), email: z.string() });
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** A row of `GET /api/jobs/queue`: the queue row, its owner, and its assignee (null when none). */
export const ZQueueListRow = ZQueueRow.extend({
  owner: ZJobOwner.nullable().describe('The customer; null when identity does not know or answer.'),
  assignee: ZStaffMember.nullable().describe('Who owns the job; null when unassigned.'),
});
export type TQueueListRow = z.infer<typeof ZQueueListRow>;
export const ZQueueListPage = ZPage(ZQueueListRow);
export type TQueueListPage = z.infer<typeof ZQueueListPage>;

/** Claim, assign and unclaim, as the history keeps them. */
export const ASSIGNMENT_ACTIONS = ['claim', 'assign', 'unclaim'] as const;
export const ZAssignmentAction = z.enum(ASSIGNMENT_ACTIONS);
export type TAssignmentAction = z.infer<typeof ZAssignmentAction>;

/** Who owns the job after a change (null: nobody), for the reply. */
export const ZJobAssignment = z.object({
  jobId: z.uuid(),
  assigneeId: z.uuid().nullable(),
  assignedAt: z.iso.datetime().nullable(),
});
export type TJobAssignment = z.infer<typeof ZJobAssignment>;

/** Why a claim was refused, in the CONFLICT's `fields.reason`; `fields.assigneeId` names who has it. */
export const CLAIM_REFUSAL_REASON = 'claimed';

/**
 * The caller takes the job. One assignee at a time, decided under the job's row lock: a job
 * someone else owns is CONFLICT (`fields: { reason: 'claimed', assigneeId }`); the caller's own is
 * answered as it is.
 */
export const ClaimJobRpc = defineRpc(
  'jobs.job.claim.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid() }),
  ZJobAssignment,
);

/** `POST /api/jobs/{id}/assign`: the staff member to give the job to. */
export const ZAssignJobBody = z.strictObject({ assigneeId: z.uuid().describe('A staff member’s user id.') });
export type TAssignJobBody = z.infer<typeof ZAssignJobBody>;

/** Any staff member gives the job to a staff member (the gateway checked they are staff). */
export const AssignJobRpc = defineRpc(
  'jobs.job.assign.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid(), assigneeId: z.uuid() }),
  ZJobAssignment,
);

/** Any staff member leaves the job unassigned. */
export const UnclaimJobRpc = defineRpc(
  'jobs.job.unclaim.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid() }),
  ZJobAssignment,
);

/** A line of a job's staff-only assignment history. */
export const ZAssignmentChange = z.object({
  action: ZAssignmentAction,
  assigneeId: z.uuid().nullable(),
  previousAssigneeId: z.uuid().nullable(),
  changedBy: z.uuid(),
  at: z.iso.datetime(),
});
export type TAssignmentChange = z.infer<typeof ZAssignmentChange>;

/** Who owns the job now and how it got there, oldest change first. Staff only. */
export const GetJobAssignmentRpc = defineRpc(
  'jobs.job.assignment.v1',
  z.object({ actor: ZJobActor, jobId: z.uuid() }),
  ZJobAssignment.extend({ history: z.array(ZAssignmentChange) }),
  { idempotent: true },
);

/** `GET /api/jobs/{id}/assignment`: the same with the staff members' names. */
export const ZJobAssignmentView = z.object({
  jobId: z.uuid(),
  assignee: ZStaffMember.nullable(),
  assignedAt: z.iso.datetime().nullable(),
  history: z.array(
    ZAssignmentChange.extend({
      assignee: ZStaffMember.nullable(),
      previousAssignee: ZStaffMember.nullable(),
      changedByMember: ZStaffMember.nullable(),
    }),
  ),
});
export type TJobAssignmentView = z.infer<typeof ZJobAssignmentView>;

/**
 * `GET /api/staff`: the active staff members a job can be assigned to, by name, a page at a time;
 * `search` finds them by name or e-mail (identity's admin list, on its indexes), however many.
 */
export const ZStaffQuery = z
  .object({
    search: plainText(200).optional().describe('Matches the name or the e-mail, case-insensitively.'),
  })
  .extend(ZPageQuery(PAGE_LIMITS.staff).shape);
export type TStaffQuery = z.output<typeof ZStaffQuery>;
export const ZStaffList = ZPage(ZStaffMember);
export type TStaffList = z.infer<typeof ZStaffList>;

/**
 * Who owns a job changed. Staff-only: the live stream sends it to staff and never to the owner.
 */
export const JobAssignedEvent = defineEvent(
  'events.jobs.job-assigned.v1',
  z.object({
    jobId: z.uuid(),
    ownerId: z.uuid(),
    action: ZAssignmentAction,
    assigneeId: z.uuid().nullable(),
    previousAssigneeId: z.uuid().nullable(),
    changedBy: z.uuid(),
    at: z.iso.datetime(),
  }),
);

/**
 * A job not yet Applied passed its due time (once per job): notifications e-mails its assignee, or
 * staff's inbox when nobody owns it. Staff-only on the live stream.
 */
export const JobOverdueEvent = defineEvent(
  'events.jobs.job-overdue.v1',
  z.object({
    jobId: z.uuid(),
    ownerId: z.uuid(),
    jobTitle: z.string(),
    company: z.string(),
    subscriptionType: z.string(),
    dueAt: z.iso.datetime(),
    assigneeId: z.uuid().nullable(),
  }),
);
