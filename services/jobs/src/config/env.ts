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
  /** How often the fit work looks for jobs whose fit is pending when nothing kicked it (other replicas' marks). */
  JOB_FIT_INTERVAL_MS: z.coerce.number().int().positive().default(10_000),
  /** Jobs one fit transaction takes (each ~3 ms to analyse; their rows stay locked until it commits). */
  JOB_FIT_BATCH_SIZE: z.coerce.number().int().positive().max(500).default(20),
  /** Follow-ups (issue 29): a quiet application gets a follow-up task this many days after Applied (and the second as long after the first). */
  FOLLOW_UP_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** How often the follow-up work looks for applications due a follow-up (and tasks to cancel). */
  FOLLOW_UP_INTERVAL_MS: z.coerce.number().int().positive().default(300_000),
  /**
   * Drafts (cover letters, outreach): an OpenAI-compatible chat-completions API's base URL
   * (`https://api.openai.com/v1`, a vLLM or Ollama server's `/v1`). Unset (the default): the local
   * drafter writes every draft and nothing is sent anywhere. Needs DRAFTING_API_KEY and DRAFTING_MODEL.
   */
  DRAFTING_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** The API's key, sent as `Authorization: Bearer …`. */
  DRAFTING_API_KEY: z.string().min(1).optional(),
  /** The model's name as the API knows it (`gpt-4o-mini`, `llama3.1:8b`). */
  DRAFTING_MODEL: z.string().min(1).optional(),
  /** How long a draft waits for the model before the local drafter writes it (with a note). */
  DRAFTING_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(20_000),
  /**
   * At most this many model requests per UTC day, counted in jobs' database across replicas; past
   * it the local drafter writes drafts (with a note). Unset: no limit.
   */
  DRAFTING_DAILY_REQUEST_BUDGET: z.coerce.number().int().min(0).max(10_000_000).optional(),
}).superRefine((env, context) => {
  const set = [env.DRAFTING_API_URL, env.DRAFTING_API_KEY, env.DRAFTING_MODEL].filter(
    (value) => value !== undefined,
  );
  if (set.length > 0 && set.length < 3) {
    context.addIssue({
      code: 'custom',
      path: ['DRAFTING_API_URL'],
      message: 'DRAFTING_API_URL, DRAFTING_API_KEY and DRAFTING_MODEL must be set together',
    });
  }
});
export type TJobsEnv = z.output<typeof ZJobsEnv>;

/** The service-level hours the settings give, per plan speed. */
export const serviceLevelHours = (env: TJobsEnv): TServiceLevelHours => ({
  Fastest: env.JOB_DUE_HOURS_FASTEST,
  Faster: env.JOB_DUE_HOURS_FASTER,
  Standard: env.JOB_DUE_HOURS_STANDARD,
});
