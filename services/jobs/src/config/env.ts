import { ZServiceEnv } from '@hirerelay/nest-common';
import { z } from 'zod';

/** jobs' settings: the shared service ones and its features' own. */
export const ZJobsEnv = ZServiceEnv.extend({
  /**
   * TEST-ONLY. Comma-separated host names or IP addresses the job-page fetch may reach although
   * the SSRF rules refuse them (a private address, a port other than 80/443), so tests can serve
   * fixture pages on 127.0.0.1. Empty (the default) = off; never set it where users import.
   */
  JOB_FETCH_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim())
        .filter((host) => host !== ''),
    ),
});
export type TJobsEnv = z.output<typeof ZJobsEnv>;
