import { ZServiceEnv } from '@hirerelay/nest-common';
import type { z } from 'zod';

/** jobs' settings: the shared service ones; its own arrive with its features (`ZServiceEnv.extend`). */
export const ZJobsEnv = ZServiceEnv.extend({});
export type TJobsEnv = z.output<typeof ZJobsEnv>;
