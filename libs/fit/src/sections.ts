import { findDegrees } from './degrees.js';
import { tokenize } from './text.js';
import { findTerms } from './vocabulary/index.js';

/** Which part of a posting a line belongs to, from headings and from cues inside sentences. */

export type SectionKind = 'required' | 'preferred' | 'other' | 'none';

const PREFERRED_HEADING =
  /\b(preferred|nice[\s-]to[\s-]haves?|bonus(?: points)?|pluses|a plus|desirable|desired|good to have|extra credit|it would be great if|would be great|ideally|even better|added advantage|not required)\b/i;
const REQUIRED_HEADING =
  /\b(requirements?|required|qualifications?|must[\s-]haves?|must have|minimum|basic qualifications|you have|you(?:'|’)ll need|you will need|what you(?:'|’)ll bring|what you bring|what we(?:'|’)re looking for|what we are looking for|who you are|about you|you should have|skills and experience|experience and skills|you(?:'|’)ll be a great fit|you(?:'|’)re a great fit|we(?:'|’)d love to hear from you if|what you need|the ideal candidate|ideal candidate|competencies|knowledge,? skills)\b/i;
const OTHER_HEADING =
  /\b(responsibilities|what you(?:'|’)ll do|what you will do|duties|about us|about the (?:role|team|company)|the role|benefits|what we offer|perks|compensation|salary|why join|our team|the team|day to day|in this role|job summary|overview|who we are|how to apply|equal opportunity)\b/i;

/** A heading's kind, if the line (or the words before its colon) is a heading. */
export function headingKind(line: string): SectionKind | undefined {
  const text = line.trim().replace(/^#+\s*/, '');
  if (!text || text.length > 70) return undefined;
  const words = text.split(/\s+/).length;
  // Without a colon, a heading is a few words with no sentence in them ("Nice to have", not
  // "Spanish is a plus" or "Experience with Kafka").
  const endsLikeHeading =
    /:$/.test(text) ||
    (!/[.!?,;]$/.test(text) &&
      words <= 5 &&
      !/\b(is|are|be|with|in|of)\b/i.test(text) &&
      findTerms(tokenize(text)).length === 0 &&
      findDegrees(text).length === 0);
  if (!endsLikeHeading) return undefined;
  return classifyHeading(text);
}

export function classifyHeading(text: string): SectionKind | undefined {
  if (PREFERRED_HEADING.test(text)) return 'preferred';
  if (OTHER_HEADING.test(text)) return 'other';
  if (REQUIRED_HEADING.test(text)) return 'required';
  return undefined;
}

/** "Minimum qualifications: 4+ years ..." — an inline heading and the rest of its line. */
export function inlineHeading(line: string): { kind: SectionKind; rest: string } | undefined {
  const match = /^([^:|]{3,60})(?::|\s\|)\s+(.+)$/.exec(line.trim());
  if (!match?.[1] || !match[2]) return undefined;
  if (match[1].split(/\s+/).length > 8) return undefined;
  const kind = classifyHeading(match[1]);
  return kind ? { kind, rest: match[2] } : undefined;
}

const PREFERRED_CUE =
  /\b(a plus|(?:is|are|would be) (?:a )?(?:big |huge |nice )?(?:plus|bonus|advantage)|nice to have|nice-to-have|preferred|bonus|desirable|desired|not required|an advantage|is helpful|would help|strongly encouraged)\b/i;
export const QUALIFICATION_CUE =
  /\b(experience|experienced|years?|degree|certification|certified|certificate|license|licen[cs]ure|proficien\w*|knowledge|familiar\w*|expertise|skills?|fluen\w*|background in|hands-on|track record|comfortable|credential)\b/i;

/**
 * The kind of one sentence in a section: a preferred cue ("is a plus") wins; in a requirements
 * section everything else is required; outside any section a sentence counts when it reads like a
 * qualification; in responsibilities, benefits and about-us text nothing counts unless it says so.
 */
export function sentenceKind(sentence: string, section: SectionKind): 'required' | 'preferred' | undefined {
  // A cue in parentheses qualifies only its aside: "Engineering (Mechanical preferred)".
  const outside = sentence.replace(/\([^)]*\)/g, ' ');
  if (PREFERRED_CUE.test(outside)) {
    return section === 'other' && !QUALIFICATION_CUE.test(sentence) ? undefined : 'preferred';
  }
  if (section === 'required') return 'required';
  if (section === 'preferred') return 'preferred';
  if (section === 'other')
    return /\b(required|must have|must hold|mandatory)\b/i.test(sentence) ? 'required' : undefined;
  // Outside any section only a sentence naming a qualification counts ("We need someone who can
  // take models to production" asks for nothing nameable).
  if (QUALIFICATION_CUE.test(sentence)) return 'required';
  return undefined;
}
