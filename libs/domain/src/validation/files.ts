import { z } from 'zod';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPE,
} from '../files/file-limits.js';
import { JOB_DOCUMENT_TYPES } from '../jobs/job-documents.js';
import { MSG_DOCUMENT_TYPE_NOT_ALLOWED, MSG_FILE_TOO_LARGE, MSG_RESUME_NOT_PDF } from './messages.js';

/** What both a browser File and a server-side multipart part can tell us about an upload. */
export interface TFileInfo {
  name: string;
  type: string;
  size: number;
}

export const ZJobDocumentType = z.enum(JOB_DOCUMENT_TYPES);

const isFileInfo = (value: unknown): value is TFileInfo => {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<TFileInfo>;
  return typeof file.name === 'string' && typeof file.type === 'string' && typeof file.size === 'number';
};

const hasExtension = (name: string, extension: string): boolean => name.toLowerCase().endsWith(extension);

// "Under 5MB": a file of exactly 5MB is refused.
const isUnder = (size: number, limit: number): boolean => Number.isFinite(size) && size >= 0 && size < limit;

/** The message for an unacceptable resume, or null. Browsers sometimes report no MIME type, so a
 * blank type falls back to the extension; the server still checks the bytes with isPdfMagic. */
export function checkResumeFile(file: TFileInfo): string | null {
  const looksLikePdf =
    file.type === RESUME_MIME_TYPE || (file.type === '' && hasExtension(file.name, '.pdf'));
  if (!looksLikePdf) return MSG_RESUME_NOT_PDF;
  if (!isUnder(file.size, RESUME_MAX_BYTES)) return MSG_FILE_TOO_LARGE;
  return null;
}

/** The message for an unacceptable job document (resume or cover letter), or null. */
export function checkDocumentFile(file: TFileInfo): string | null {
  if (!DOCUMENT_EXTENSIONS.some((extension) => hasExtension(file.name, extension))) {
    return MSG_DOCUMENT_TYPE_NOT_ALLOWED;
  }
  if (!isUnder(file.size, DOCUMENT_MAX_BYTES)) return MSG_FILE_TOO_LARGE;
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy .doc container
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]; // .docx is a zip package

/** Content check for resumes: a renamed file of another kind is refused whatever its name says. */
export const isPdfMagic = (bytes: Uint8Array): boolean => startsWith(bytes, PDF_SIGNATURE);

/** The document kind the leading bytes allow. A zip is accepted as docx without opening it, so
 * this rules out renamed executables and images, not every non-Word zip. */
export function detectDocumentKind(bytes: Uint8Array): 'pdf' | 'doc' | 'docx' | null {
  if (isPdfMagic(bytes)) return 'pdf';
  if (startsWith(bytes, OLE_SIGNATURE)) return 'doc';
  if (startsWith(bytes, ZIP_SIGNATURE)) return 'docx';
  return null;
}

// z.custom keeps the File object itself, so a form resolver hands the real file to the uploader.
export const ZResumeFile = z
  .custom<TFileInfo>(isFileInfo, { error: MSG_RESUME_NOT_PDF })
  .superRefine((file, ctx) => {
    const message = checkResumeFile(file);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const ZDocumentFile = z
  .custom<TFileInfo>(isFileInfo, { error: MSG_DOCUMENT_TYPE_NOT_ALLOWED })
  .superRefine((file, ctx) => {
    const message = checkDocumentFile(file);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const MAX_FILE_NAME_LENGTH = 200;

// Invisible or layout-changing characters: controls (Cc), format characters (Cf: bidi overrides
// such as U+202E that make "evil\u202Efdp.exe" read "evilexe.pdf", zero-width characters, the BOM),
// line/paragraph separators, and lone surrogates that no database can store. Quotes are dropped
// because the name goes into Content-Disposition.
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}"]/gu;

/**
 * The name to show and offer on download for an uploaded file whose kind the server has checked by
 * content: the base name only, without invisible characters, bounded, and always ending in the
 * checked kind's extension. A name ending in another extension keeps it before ours
 * (`x.html` → `x.html.pdf`): nothing the user typed is silently renamed, and the name still says
 * what the file is.
 */
export function safeFileName(name: string | undefined, extension: string, fallbackStem: string): string {
  const base = (name ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_NAME_CHARACTERS, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const hasExtension = cleaned.toLowerCase().endsWith(extension.toLowerCase());
  const stem = (hasExtension ? cleaned.slice(0, -extension.length) : cleaned).trim();
  const suffix = hasExtension ? cleaned.slice(-extension.length) : extension;
  const bounded = Array.from(stem)
    .slice(0, MAX_FILE_NAME_LENGTH - suffix.length)
    .join('')
    .trim();
  return `${bounded || fallbackStem}${suffix}`;
}

/** A resume's display name: checked as a PDF by its bytes, so it always ends in `.pdf`. */
export const safeResumeFileName = (name: string | undefined): string => safeFileName(name, '.pdf', 'resume');
