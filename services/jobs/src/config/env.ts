import { DEFAULT_SERVICE_LEVEL_HOURS, type TServiceLevelHours } from '@hirerelay/domain';
import { ZObjectStoreEnv, ZServiceEnv } from '@hirerelay/nest-common';
import { z } from 'zod';
import { parseAllowedHost } from '../lookup/allowed-hosts.rules.js';

/** jobs' settings: the shared service ones and its features' own. */
export const ZJobsEnv = ZServiceEnv.extend({
  /** The object store the gateway keeps job documents in: jobs reads each uploaded resume once for its text. */
  ...ZObjectStoreEnv.shape,
  /**
   * TESTS AND LOCAL DEVELOPMENT ONLY. Comma-separated hosts the job-page fetch may reach although
   * the SSRF rules refuse them (a private address, a port other than 80/443): a host name or IP
   * address (any port; the tests' fixture servers on random ports) or `host:port` / `[v6]:port`
   * (that port only; `npm start` allows its sample job pages, 127.0.0.1:8093, and nothing else).
   * Empty (the default) = off; never set it in production or anywhere users import.
   */
  JOB_FETCH_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim())
        .filter((host) => host !== ''),
    )
    .superRefine((entries, context) => {
      for (const entry of entries) {
        try {
          parseAllowedHost(entry);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }
    }),
  /** Service levels: calendar hours from import to a job's due time, per plan speed (Unlimited). */
  JOB_DUE_HOURS_FASTEST: z.coerce.number().int().positive().default(DEFAULT_SERVICE_LEVEL_HOURS.Fastest),
  /** ... Professional. */
  JOB_DUE_HOURS_FASTER: z.coerce.number().int().positive().default(DEFAULT_SERVICE_LEVEL_HOURS.Faster),
  /** ... Starter, Custom Plan and any other plan name. */
  JOB_DUE_HOURS_STANDARD: z.coerce.number().int().positive().default(DEFAULT_SERVICE_LEVEL_HOURS.Standard),
  /** How often Saved jobs past their due time are looked for, to alert each once. */
  JOB_OVERDUE_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
});
export type TJobsEnv = z.output<typeof ZJobsEnv>;

/** The service-level hours the settings give, per plan speed. */
export const serviceLevelHours = (env: TJobsEnv): TServiceLevelHours => ({
  Fastest: env.JOB_DUE_HOURS_FASTEST,
  Faster: env.JOB_DUE_HOURS_FASTER,
  Standard: env.JOB_DUE_HOURS_STANDARD,
});
