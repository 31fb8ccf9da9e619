import type { DraftFacts, DraftKind } from './types.js';

/**
 * The fixed prompts' versions, recorded on every model draft. Change the text below only with a new
 * version: a draft must say which words asked for it.
 */
export const PROMPT_VERSIONS: Record<DraftKind, string> = {
  cover_letter: 'cover-letter@2026-11-28',
  outreach: 'outreach@2026-11-28',
};

const SYSTEM: Record<DraftKind, string> = {
  cover_letter: [
    'You write cover letters for job applicants. A human expert reviews every letter before it is sent.',
    "Write one cover letter of 200 to 320 words in plain text: a greeting, three or four short paragraphs, and a sign-off with the applicant's name.",
    'Use only the facts given in the JSON below. Never invent employers, numbers, degrees or skills.',
    'Name the strongest matched requirements and use their evidence lines as proof. Do not mention missing requirements.',
    'If a fact is null or empty, leave it out: never write a placeholder such as [Company].',
    'Do not include contact details or an address. Answer with the letter only.',
  ].join('\n'),
  outreach: [
    'You write short messages from job applicants to recruiters. A human expert reviews every message before it is sent.',
    'Write one message of 60 to 120 words in plain text: a greeting, who the applicant is, why they fit the role (one or two matched requirements with their evidence), and a polite request for a short conversation.',
    'Use only the facts given in the JSON below. Never invent anything.',
    'If a fact is null or empty, leave it out: never write a placeholder such as [Company].',
    'Do not include contact details or an address. Answer with the message only.',
  ].join('\n'),
};

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The chat messages for one draft: the fixed prompt, then the (already redacted) facts as JSON. */
export function promptMessages(kind: DraftKind, facts: DraftFacts): ChatMessage[] {
  const context = {
    applicant: {
      fullName: facts.fullName,
      firstName: facts.firstName,
      yearsOfExperience: facts.yearsOfExperience,
    },
    job: { company: facts.company, title: facts.title, highlights: facts.highlights },
    fit: { band: facts.band, matched: facts.strengths, missing: facts.gaps },
  };
  return [
    { role: 'system', content: SYSTEM[kind] },
    { role: 'user', content: `Facts (JSON):\n${JSON.stringify(context, null, 2)}` },
  ];
}
