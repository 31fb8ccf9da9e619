import type { ApiReply, ApiQuery } from '../../lib/api/replies';

/** One page of `GET /api/jobs/queue`. */
export type TQueuePage = ApiReply<'/api/jobs/queue', 'get'>;
/** A row of staff's work queue: the job, its customer and its assignee. */
export type TQueueRow = TQueuePage['items'][number];
/** The query of `GET /api/jobs/queue`. */
export type TQueueQuery = ApiQuery<'/api/jobs/queue', 'get'>;
/** Who owns a job after a claim, an assignment or an unclaim. */
export type TJobAssignment = ApiReply<'/api/jobs/{id}/claim', 'post'>;
/** Who owns a job and its staff-only history (`GET /api/jobs/{id}/assignment`). */
export type TJobAssignmentView = ApiReply<'/api/jobs/{id}/assignment', 'get'>;
/** A page of the staff members a job can be assigned to (`GET /api/staff`). */
export type TStaffPage = ApiReply<'/api/staff', 'get'>;
/** A staff member a job can be assigned to. */
export type TStaffMember = TStaffPage['items'][number];
