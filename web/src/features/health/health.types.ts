import type { paths } from '../../lib/api/schema';

/** The body of `GET /api/health`, as the gateway's OpenAPI document describes it. */
export type SystemHealth = paths['/api/health']['get']['responses'][200]['content']['application/json'];

export type PartHealth = SystemHealth['parts'][keyof SystemHealth['parts']];
