import { ZServiceEnv } from '@hirerelay/nest-common';
import type { z } from 'zod';

/** content's settings: the shared service ones; its own arrive with its features (`ZServiceEnv.extend`). */
export const ZContentEnv = ZServiceEnv.extend({});
export type TContentEnv = z.output<typeof ZContentEnv>;
