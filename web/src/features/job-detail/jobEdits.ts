import { JOB_FIELD_LIMITS, ZJobUpdateBody } from '@hirerelay/contracts';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import type { TJobDetail, TJobUpdateBody } from './jobDetailTypes';

/** A recruiter's row in staff's form: every field text, empty when unknown. */
export interface RecruiterValues {
  name: string;
  profileUrl: string;
  email: string;
  phone: string;
}

/**
 * Staff's form over the job's editable fields, all text: dates as `YYYY-MM-DD` for
 * the date inputs, empty for none.
 */
export interface JobEditValues {
  title: string;
  company: string;
  platform: string;
  location: string;
  url: string;
  appliedUrl: string;
  datePosted: string;
  jobType: string;
  salary: string;
  dateReceived: string;
  dateApplied: string;
  dateReapplied: string;
  notes: string;
  description: string;
  recruiters: RecruiterValues[];
}

/**
 * The form's rules: the save's own schema (libs/contracts), its times as the date inputs' days
 * (`YYYY-MM-DD` or empty, all a date input can hold).
 */
export const ZJobEditForm = ZJobUpdateBody.omit({
  version: true,
  dateReceived: true,
  dateApplied: true,
  dateReapplied: true,
}).extend({ dateReceived: z.string(), dateApplied: z.string(), dateReapplied: z.string() });

/** The fields the gateway may name in a refusal, as the form calls them. */
export const JOB_EDIT_FIELDS = [
  'title',
  'company',
  'platform',
  'location',
  'url',
  'appliedUrl',
  'datePosted',
  'jobType',
  'salary',
  'dateReceived',
  'dateApplied',
  'dateReapplied',
  'notes',
  'description',
] as const satisfies readonly (keyof JobEditValues)[];

/** The job's one-line fields in the form's grid, in reading order. */
export const JOB_EDIT_INPUTS: readonly {
  name: (typeof JOB_EDIT_FIELDS)[number];
  label: string;
  type?: string;
}[] = [
  { name: 'title', label: 'Title' },
  { name: 'company', label: 'Company' },
  { name: 'location', label: 'Location' },
  { name: 'platform', label: 'Platform' },
  { name: 'jobType', label: 'Job type' },
  { name: 'salary', label: 'Salary' },
  { name: 'datePosted', label: 'Date posted' },
  { name: 'dateReceived', label: 'Date received', type: 'date' },
  { name: 'dateApplied', label: 'Date applied', type: 'date' },
  { name: 'dateReapplied', label: 'Date reapplied', type: 'date' },
  { name: 'url', label: 'Job post URL', type: 'url' },
  { name: 'appliedUrl', label: 'Applied URL', type: 'url' },
];

const RECRUITER_FIELDS = [
  'name',
  'profileUrl',
  'email',
  'phone',
] as const satisfies readonly (keyof RecruiterValues)[];

/**
 * Every field a refusal may name for a form with `recruiterCount` recruiters, spelled as the
 * gateway names them (`recruiters.0.email`), which is how the form names them too.
 */
export function editFieldNames(recruiterCount: number): Path<JobEditValues>[] {
  const recruiterFields = Array.from({ length: recruiterCount }, (_, index) =>
    RECRUITER_FIELDS.map((field): Path<JobEditValues> => `recruiters.${index}.${field}`),
  ).flat();
  return [...JOB_EDIT_FIELDS, ...recruiterFields];
}

/** Every field a refusal may name, for as many recruiters as a job may list. */
export const ALL_EDIT_FIELDS = editFieldNames(JOB_FIELD_LIMITS.recruiters);

export const EMPTY_RECRUITER: RecruiterValues = { name: '', profileUrl: '', email: '', phone: '' };

/** The UTC day of an ISO time (dates show in UTC everywhere, libs/domain formatDate). */
const dayOf = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/** The form's values for a job as the page read it. */
export function editValuesOf(job: TJobDetail): JobEditValues {
  return {
    title: job.title,
    company: job.company,
    platform: job.platform,
    location: job.location,
    url: job.url,
    appliedUrl: job.appliedUrl ?? '',
    datePosted: job.datePosted,
    jobType: job.jobType,
    salary: job.salary,
    dateReceived: dayOf(job.dateReceived),
    dateApplied: dayOf(job.dateApplied),
    dateReapplied: dayOf(job.dateReapplied),
    notes: job.notes ?? '',
    description: job.description,
    recruiters: job.recruiters.map((recruiter) => ({
      name: recruiter.name,
      profileUrl: recruiter.profileUrl ?? '',
      email: recruiter.email ?? '',
      phone: recruiter.phone ?? '',
    })),
  };
}

/** A day from the form back to a time: the stored time when the day did not change, else midnight UTC. */
function timeOf(day: string, stored: string | null): string | null {
  if (!day) return null;
  return stored && dayOf(stored) === day ? stored : `${day}T00:00:00.000Z`;
}

/**
 * Save all changes: every field, with the version the page read so a save based on an older one is
 * refused instead of overwriting someone else's. Empty optional fields go as empty (the server
 * stores them as none); an empty Date Received keeps the stored one (a job always has one).
 */
export function updateBodyOf(job: TJobDetail, values: JobEditValues): TJobUpdateBody {
  return {
    version: job.version,
    title: values.title,
    company: values.company,
    platform: values.platform,
    location: values.location,
    url: values.url,
    appliedUrl: values.appliedUrl,
    datePosted: values.datePosted,
    jobType: values.jobType,
    salary: values.salary,
    dateReceived: timeOf(values.dateReceived, job.dateReceived) ?? job.dateReceived,
    dateApplied: timeOf(values.dateApplied, job.dateApplied),
    dateReapplied: timeOf(values.dateReapplied, job.dateReapplied),
    notes: values.notes,
    description: values.description,
    recruiters: values.recruiters.map((recruiter) => ({ ...recruiter })),
  };
}
