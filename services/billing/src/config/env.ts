import { ZServiceEnv } from '@hirerelay/nest-common';
import type { z } from 'zod';

/** billing's settings: the shared service ones; its own arrive with its features (`ZServiceEnv.extend`). */
export const ZBillingEnv = ZServiceEnv.extend({});
export type TBillingEnv = z.output<typeof ZBillingEnv>;
