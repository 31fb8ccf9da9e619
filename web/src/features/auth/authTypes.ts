import type { ApiReply } from '../../lib/api/replies';

/** The signed-in person as the session check answers (`GET /api/me`). */
export type TSessionUser = ApiReply<'/api/me', 'get'>['user'];
