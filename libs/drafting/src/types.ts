/** What staff draft for a job: its cover letter, or (on plans with outreach) a note to a recruiter. */
export const DRAFT_KINDS = ['cover_letter', 'outreach'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** Which drafter wrote a draft: the embedded templates, or the configured model. */
export const DRAFTERS = ['local', 'model'] as const;
export type Drafter = (typeof DRAFTERS)[number];

/** One of the resume's strongest matches to the job: the requirement and the resume line that shows it. */
export interface DraftStrength {
  label: string;
  evidence: string | null;
}

/**
 * Everything a drafter may see, and nothing else: the applicant's name and years, the strongest
 * matched requirements with their evidence lines, the company, the title and a few highlights of
 * the job. No contact details, no address, no self-identification answers: those never reach a
 * drafter (and redaction removes them again from every field before anything leaves).
 */
export interface DraftFacts {
  fullName: string | null;
  firstName: string | null;
  yearsOfExperience: number | null;
  company: string | null;
  title: string | null;
  strengths: DraftStrength[];
  /** Requirements the job asks for that the resume does not show (context for the model only). */
  gaps: string[];
  /** A few of the job's own sentences worth answering (its requirements, as the posting says them). */
  highlights: string[];
  /** The fit band, when a resume and a description were there to compare. */
  band: string | null;
}

/**
 * The values of a person that must never leave the system: their phone numbers, address, e-mail
 * and voluntary self-identification (EEO) answers. Redaction removes each of them, wherever it
 * appears, from everything sent to a model.
 */
export interface PrivateValues {
  emails: string[];
  phones: string[];
  addresses: string[];
  /** Voluntary self-identification answers: gender, ethnicity, disability and veteran status. */
  selfIdentification: string[];
}

/** A draft as a drafter made it. */
export interface DraftResult {
  body: string;
  drafter: Drafter;
  /** The model's name when the model wrote it. */
  model: string | null;
  /** The prompt or template version that made it. */
  promptVersion: string;
  /** Why the local drafter wrote it although a model is configured; null otherwise. */
  fallbackNote: string | null;
}
