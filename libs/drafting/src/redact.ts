import type { DraftFacts, PrivateValues } from './types.js';

/** What takes the place of a removed value. */
export const REDACTED = '[redacted]';

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)+/gi;
/**
 * Phone numbers as people write them: North American (`(415) 555-0134`, `415.555.0134`,
 * `+1 415 555 0134`) and international with a leading `+` (`+44 20 7946 0958`). A bare run of
 * digits or a year range (`2015 - 2019`) is not one.
 */
const PHONE =
  /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}\b|\+\d{1,3}(?:[\s.-]?\d{2,4}){2,5}\b/g;
/** A street address: a house number, one to four words, a street suffix, and a unit when given. */
const STREET =
  /\b\d{1,6}\s+(?:[A-Za-z0-9'.-]+\s+){1,4}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|ter|parkway|pkwy|circle|cir|highway|hwy|square|sq)\b\.?(?:,?\s*(?:apt|apartment|suite|ste|unit|#)\.?\s*[A-Za-z0-9-]+)?/gi;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A value as a pattern that also matches it with other spacing and letter case. */
const looseValue = (value: string): RegExp => {
  const words = value.trim().split(/\s+/).map(escape);
  const body = words.join('\\s+');
  // Word boundaries where the value starts or ends with a word character.
  const start = /^\w/.test(value.trim()) ? '\\b' : '';
  const end = /\w$/.test(value.trim()) ? '\\b' : '';
  return new RegExp(`${start}${body}${end}`, 'gi');
};

/** A phone's digits with any separators between them (`4155550134` matches `(415) 555-0134`). */
const phoneDigits = (phone: string): RegExp[] => {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return [];
  const patterns = [digits];
  // A number stored with its country code is also written without it (the last ten digits).
  if (digits.length > 10) patterns.push(digits.slice(-10));
  return patterns.map((run) => new RegExp(`\\+?\\(?${run.split('').join('[\\s().+-]*')}`, 'g'));
};

/** The address's whole value and its parts (`1234 Maple Street`, `Springfield`, `IL 62704`). */
const addressParts = (address: string): string[] => {
  const parts = address.split(/[,\n]/).map((part) => part.trim());
  return [address.trim(), ...parts.filter((part) => part.length >= 4 || /\d{3,}/.test(part))];
};

/** Every pattern redaction removes for one person, longest values first. */
export function privatePatterns(values: PrivateValues): RegExp[] {
  const exact = [
    ...values.emails,
    ...values.addresses.flatMap(addressParts),
    ...values.selfIdentification,
    ...values.phones,
  ]
    .map((value) => value.trim())
    .filter((value) => value.length >= 2)
    .sort((a, b) => b.length - a.length);
  return [...exact.map(looseValue), ...values.phones.flatMap(phoneDigits), EMAIL, PHONE, STREET];
}

/** The text with e-mail addresses, phone numbers, street addresses and the person's private values removed. */
export function redactText(text: string, values: PrivateValues): string {
  let out = text;
  for (const pattern of privatePatterns(values)) out = out.replace(pattern, REDACTED);
  return out;
}

/** Whether any of the person's private values (or any e-mail address or phone number) is still in `text`. */
export function containsPrivate(text: string, values: PrivateValues): boolean {
  return privatePatterns(values).some((pattern) => {
    pattern.lastIndex = 0;
    const found = pattern.test(text);
    pattern.lastIndex = 0;
    return found;
  });
}

const redactOrNull = (text: string | null, values: PrivateValues): string | null =>
  text === null ? null : redactText(text, values);

/** The facts with redaction applied to every field, the evidence lines included. */
export function redactFacts(facts: DraftFacts, values: PrivateValues): DraftFacts {
  return {
    fullName: redactOrNull(facts.fullName, values),
    firstName: redactOrNull(facts.firstName, values),
    yearsOfExperience: facts.yearsOfExperience,
    company: redactOrNull(facts.company, values),
    title: redactOrNull(facts.title, values),
    strengths: facts.strengths.map((strength) => ({
      label: redactText(strength.label, values),
      evidence: redactOrNull(strength.evidence, values),
    })),
    gaps: facts.gaps.map((gap) => redactText(gap, values)),
    highlights: facts.highlights.map((highlight) => redactText(highlight, values)),
    band: facts.band,
  };
}
