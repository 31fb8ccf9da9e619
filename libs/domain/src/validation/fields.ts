import { z } from 'zod';
import {
  MSG_EMAIL_INVALID,
  MSG_EMAIL_REQUIRED,
  MSG_INVALID_CHARACTERS,
  MSG_URL_INVALID,
  msgTooLong,
} from './messages.js';

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 200;
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_URL_LENGTH = 2048;

/**
 * Which control characters a text may hold. Single-line fields (names, titles, search terms)
 * refuse every C0 and C1 control and DEL; multi-line fields (messages, descriptions, Markdown) keep
 * tab, line feed and carriage return. NUL is refused everywhere: PostgreSQL cannot store it.
 * Both refuse the bidirectional controls (the marks U+200E/F and U+061C, the embeddings and
 * overrides U+202A–202E, the isolates U+2066–2069): invisible, they reorder what follows, so a
 * name such as "Jane\u202Enimda" reads "Janeadmin" on a staff screen. Other format characters
 * stay: the zero-width joiner builds emoji, the soft hyphen is harmless.
 */
export type TTextKind = 'single-line' | 'multi-line';

const BIDI_CONTROLS = '\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069';

const CONTROL_CHARACTERS: Record<TTextKind, RegExp> = {
  'single-line': new RegExp(`[\u0000-\u001f\u007f-\u009f${BIDI_CONTROLS}]`),
  'multi-line': new RegExp(`[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f${BIDI_CONTROLS}]`),
};

export const hasInvalidCharacters = (text: string, kind: TTextKind): boolean =>
  CONTROL_CHARACTERS[kind].test(text);

// Each field reports exactly one message, so a form shows "required" for a blank field rather than
// "required" and "invalid" at once. Absent and non-string input reads as blank because JSON clients
// omit keys where forms send ''.
export const requiredText = (requiredMessage: string, maxLength: number, kind: TTextKind = 'single-line') =>
  z
    .string({ error: requiredMessage })
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (hasInvalidCharacters(value, kind))
        ctx.addIssue({ code: 'custom', message: MSG_INVALID_CHARACTERS });
      else if (value.length > maxLength) ctx.addIssue({ code: 'custom', message: msgTooLong(maxLength) });
    });

/**
 * Free text that may be empty (optional fields, search terms, filters, names another system
 * chose): trimmed, bounded and without the control characters its kind refuses.
 */
export const plainText = (maxLength: number, kind: TTextKind = 'single-line') =>
  z
    .string()
    .trim()
    .max(maxLength, { error: msgTooLong(maxLength) })
    .refine((value) => !hasInvalidCharacters(value, kind), { error: MSG_INVALID_CHARACTERS });

// Stricter than "has an @" (zod's practical pattern) so typos like "a@b" are caught before sign-up.
const EMAIL_PATTERN = z.regexes.email;

export const ZEmail = z
  .string({ error: MSG_EMAIL_REQUIRED })
  .trim()
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: MSG_EMAIL_REQUIRED });
    else if (value.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', message: MSG_EMAIL_INVALID });
    }
  });
export type TEmail = z.infer<typeof ZEmail>;

// Account identity must not depend on how the user capitalised their address.
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

// Only web addresses count: a job page or profile link is opened in a browser, and other schemes
// (javascript:, file:, mailto:) would be unsafe or meaningless there.
// The URL parser would quietly drop tabs and newlines and encode other controls, but the text is
// stored as typed, so any control character makes it invalid.
export function isHttpUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || hasInvalidCharacters(value, 'single-line')) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.hostname.includes('.') && !url.hostname.startsWith('.') && !url.hostname.endsWith('.');
}

export const ZHttpUrl = z
  .string({ error: MSG_URL_INVALID })
  .trim()
  .refine(isHttpUrl, { error: MSG_URL_INVALID });

// Forms send '' for an untouched optional input; null means "no value" to the profile store.
export const emptyToNull = (value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
};

export const ZOptionalHttpUrl = z.preprocess(emptyToNull, ZHttpUrl.nullable());
export type TOptionalHttpUrl = z.infer<typeof ZOptionalHttpUrl>;

/**
 * The token of an e-mailed link (it comes from the link, not from a form field): whatever is wrong
 * with it, the answer is the link's own message (`message`: invalid or expired).
 */
export function zEmailedLinkToken(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message }).max(200, { error: message });
}
