import type { DraftFacts, DraftKind, DraftStrength } from './types.js';

/** The embedded templates' version, recorded on every local draft. */
export const LOCAL_TEMPLATE_VERSION = 'local-templates@2026-11-28';

/** `a, b and c`. */
const listOf = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** A resume line as a sentence of the letter: no bullet, a capital first letter, a full stop. */
export function evidenceSentence(line: string): string {
  const text = line
    .replace(/^[\s•·*▪‣◦–—-]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return '';
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

const yearsPhrase = (years: number | null): string | null =>
  years && years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : null;

/** "the Senior Engineer position at Acme", "the Senior Engineer position", "this role at Acme", "this role". */
const roleAt = (facts: DraftFacts): string => {
  const role = facts.title ? `the ${facts.title} position` : 'this role';
  return facts.company ? `${role} at ${facts.company}` : role;
};

const teamOf = (facts: DraftFacts): string => (facts.company ? `${facts.company}'s team` : 'your team');

function opening(facts: DraftFacts): string {
  const years = yearsPhrase(facts.yearsOfExperience);
  const labels = facts.strengths.slice(0, 2).map((strength) => strength.label);
  const first = `I am writing to apply for ${roleAt(facts)}.`;
  if (years && labels.length > 0) {
    return `${first} With ${years} of experience and a track record in ${listOf(labels)}, I am confident I can contribute from the first week.`;
  }
  if (years)
    return `${first} I bring ${years} of hands-on experience and a steady record of delivering results.`;
  if (labels.length > 0) {
    return `${first} My background in ${listOf(labels)} matches what the role asks for, and I would bring that work to ${teamOf(facts)}.`;
  }
  return `${first} The role matches both the work I do best and the direction I want my career to take.`;
}

function evidenceParagraph(strengths: DraftStrength[], facts: DraftFacts): string {
  const withEvidence = strengths.filter(
    (strength) => strength.evidence && evidenceSentence(strength.evidence),
  );
  if (withEvidence.length === 0) {
    if (strengths.length === 0) {
      return `I take ownership of my work, learn new tools quickly and communicate clearly with the people I work with. I would bring the same care to ${roleAt(facts)}.`;
    }
    return `The posting asks for ${listOf(strengths.map((strength) => strength.label))}, all of which are part of my day-to-day work.`;
  }
  const lines = withEvidence.map(
    (strength) => `- ${strength.label}: ${evidenceSentence(strength.evidence ?? '')}`,
  );
  const intro =
    withEvidence.length === 1
      ? 'One part of the posting matches my experience especially closely:'
      : 'Several of the requirements in the posting match my experience directly:';
  return `${intro}\n${lines.join('\n')}`;
}

function closing(facts: DraftFacts): string {
  const company = facts.company ? ` at ${facts.company}` : '';
  return `I would welcome the chance to discuss how my experience can help the team${company}. Thank you for your time and consideration.`;
}

function coverLetter(facts: DraftFacts): string {
  const signature = facts.fullName ? `Sincerely,\n${facts.fullName}` : 'Sincerely,';
  return [
    'Dear Hiring Manager,',
    opening(facts),
    evidenceParagraph(facts.strengths, facts),
    closing(facts),
    signature,
  ].join('\n\n');
}

function outreach(facts: DraftFacts): string {
  const introName = facts.firstName ? `I'm ${facts.firstName}, and I` : 'I';
  const role = facts.title ? `the ${facts.title} role` : 'the open role';
  const company = facts.company ? ` at ${facts.company}` : '';
  const years = yearsPhrase(facts.yearsOfExperience);
  const labels = facts.strengths.slice(0, 2).map((strength) => strength.label);
  const top = facts.strengths.find((strength) => strength.evidence && evidenceSentence(strength.evidence));
  const background =
    labels.length > 0
      ? `My ${years ? `${years} of ` : ''}experience in ${listOf(labels)} lines up closely with what the team is looking for.`
      : years
        ? `I bring ${years} of experience to the role.`
        : 'I believe my background is a strong match for what the team needs.';
  const proof = top?.evidence ? ` Most recently: ${evidenceSentence(top.evidence)}` : '';
  const sign = facts.firstName ? `Best regards,\n${facts.firstName}` : 'Best regards,';
  return [
    'Hi,',
    `${introName} recently applied for ${role}${company}. ${background}${proof}`,
    'Would you be open to a short conversation about the role? I would be glad to share more about my work.',
    sign,
  ].join('\n\n');
}

/** A draft from the embedded templates, filled with the facts; a missing fact leaves its phrase out. */
export function localDraft(kind: DraftKind, facts: DraftFacts): string {
  return kind === 'cover_letter' ? coverLetter(facts) : outreach(facts);
}
