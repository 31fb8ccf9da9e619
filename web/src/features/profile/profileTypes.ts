import type { ApiReply } from '../../lib/api/replies';

/** The applicant's profile (`GET /api/profile`). */
export type TProfile = ApiReply<'/api/profile', 'get'>;
