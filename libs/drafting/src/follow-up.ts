/** The follow-up template's version, recorded with every drafted follow-up. */
export const FOLLOW_UP_TEMPLATE_VERSION = 'follow-up@2026-11-28';

/**
 * What a follow-up nudge may use, and nothing else: the applicant's name, the job's title and
 * company, and the day the application went in (already formatted, `Nov 21, 2026`). No contact
 * details, no address, no self-identification answers (the same privacy rule as every draft).
 */
export interface FollowUpFacts {
  fullName: string | null;
  title: string | null;
  company: string | null;
  appliedOn: string | null;
  /** 1 for the first follow-up, 2 for the second (worded as a last, gentle check-in). */
  sequence: 1 | 2;
}

export interface FollowUpDraft {
  subject: string;
  body: string;
}

const clean = (value: string | null): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
};

/**
 * A short, polite follow-up on an application, from the local templates: subject and body. A
 * missing fact leaves its phrase out; nothing is invented.
 */
export function localFollowUp(facts: FollowUpFacts): FollowUpDraft {
  const title = clean(facts.title);
  const company = clean(facts.company);
  const name = clean(facts.fullName);
  const appliedOn = clean(facts.appliedOn);
  const role = title ? `the ${title} position` : 'the open position';
  const at = company ? ` at ${company}` : '';
  const when = appliedOn ? ` on ${appliedOn}` : ' recently';
  const subject = `Following up on my application${title ? ` for ${title}` : ''}${at}`;
  const opening =
    facts.sequence === 1
      ? `I applied for ${role}${at}${when} and wanted to follow up on my application. I remain very interested in the role and would be glad to share anything else that would help your review.`
      : `I wanted to check in once more about my application for ${role}${at}, submitted${when}. I am still very interested and would welcome any update on the next steps.`;
  const body = [
    'Hello,',
    opening,
    'Thank you for your time and consideration.',
    name ? `Best regards,\n${name}` : 'Best regards,',
  ].join('\n\n');
  return { subject, body };
}
