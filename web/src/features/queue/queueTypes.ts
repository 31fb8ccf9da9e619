import type { ApiPaths } from '../../lib/api/client';

/** One page of `GET /api/jobs/queue`. */
export type TQueuePage = ApiPaths['/api/jobs/queue']['get']['responses'][200]['content']['application/json'];
/** A row of staff's work queue: the job, its customer and its assignee. */
export type TQueueRow = TQueuePage['items'][number];
/** The query of `GET /api/jobs/queue`. */
export type TQueueQuery = NonNullable<ApiPaths['/api/jobs/queue']['get']['parameters']['query']>;
/** Who owns a job after a claim, an assignment or an unclaim. */
export type TJobAssignment =
  ApiPaths['/api/jobs/{id}/claim']['post']['responses'][200]['content']['application/json'];
/** Who owns a job and its staff-only history (`GET /api/jobs/{id}/assignment`). */
export type TJobAssignmentView =
  ApiPaths['/api/jobs/{id}/assignment']['get']['responses'][200]['content']['application/json'];
/** A page of the staff members a job can be assigned to (`GET /api/staff`). */
export type TStaffPage = ApiPaths['/api/staff']['get']['responses'][200]['content']['application/json'];
/** A staff member a job can be assigned to. */
export type TStaffMember = TStaffPage['items'][number];
