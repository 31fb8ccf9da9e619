import { z } from 'zod';
import { defineEvent } from '../define.js';

/** A job was imported and saved: billing confirms the application it reserved for it. */
export const JobImportedEvent = defineEvent(
  'events.jobs.job-imported.v1',
  z.object({
    jobId: z.uuid(),
    userId: z.uuid(),
    /** The user's plan at import time (the job's subscription_type). */
    subscriptionType: z.string(),
    importedAt: z.iso.datetime(),
  }),
);
