import { z } from 'zod';
import { jobUrlError } from './jobUrl';

/**
 * The import dialog's link form: the shared link rules (libs/domain parseJobUrl, which the server
 * runs again) as the form's schema, with their messages (`Please enter a valid URL`, or no job id
 * found for the site).
 */
export const ZJobLinkForm = z.object({
  url: z.string().superRefine((url, context) => {
    const message = jobUrlError(url);
    if (message) context.addIssue({ code: 'custom', message });
  }),
});
export type TJobLinkForm = z.infer<typeof ZJobLinkForm>;
