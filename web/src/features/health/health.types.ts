import type { ApiReply } from '../../lib/api/replies';

/** The body of `GET /api/health`, as the gateway's OpenAPI document describes it. */
export type SystemHealth = ApiReply<'/api/health', 'get'>;

export type PartHealth = SystemHealth['parts'][keyof SystemHealth['parts']];
