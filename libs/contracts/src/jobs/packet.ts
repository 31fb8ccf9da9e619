import { z } from 'zod';
import { ZProfile, ZResumeInfo } from '../identity/profile.js';
import { ZRecruiter } from './detail.js';

const profileField = <K extends keyof typeof ZProfile.shape>(key: K) => ZProfile.shape[key];

/**
 * `GET /api/jobs/{id}/packet` (staff only; the gateway composes it from jobs' job, identity's
 * profile of its owner and notifications' reply address of the owner): everything needed to apply
 * without leaving the job page. The voluntary self-identification answers are staff's to use on
 * the application form only.
 * `resume` is the owner's profile resume (opened through `GET /api/admin/users/{userId}/resume/link`).
 */
export const ZApplicationPacket = z.object({
  customer: z.object({
    userId: z.uuid(),
    fullName: profileField('fullName'),
    email: profileField('email'),
    /**
     * The owner's reply address (issue 29, notifications'): the e-mail staff enter on application
     * forms, so employers' replies reach the job. Null when notifications did not answer in time.
     */
    replyAddress: z.email().nullable(),
    phoneNumber: profileField('phoneNumber'),
    address: profileField('address'),
    workAuthorization: profileField('workAuthorization'),
    languagesSpoken: profileField('languagesSpoken'),
    yearsExperience: profileField('yearsExperience'),
    linkedinUrl: profileField('linkedinUrl'),
    portfolioUrl: profileField('portfolioUrl'),
    voluntary: z.object({
      gender: profileField('gender'),
      ethnicity: profileField('ethnicity'),
      militaryStatus: profileField('militaryStatus'),
      disabilityStatus: profileField('disabilityStatus'),
    }),
    resume: ZResumeInfo.nullable(),
  }),
  job: z.object({
    title: z.string(),
    company: z.string(),
    description: z.string(),
    url: z.string(),
    appliedUrl: z.string().nullable(),
    /** The plan at import (`subscription_type`) and whether it includes recruiter outreach. */
    plan: z.string(),
    recruiterOutreach: z.boolean(),
    recruiters: z.array(ZRecruiter),
  }),
});
export type TApplicationPacket = z.infer<typeof ZApplicationPacket>;
