/**
 * Which reader a document needs, decided from its bytes first (a PDF renamed .txt is still a PDF)
 * and from the declared type or file name only to tell a damaged PDF or .docx from another kind.
 */
import { readZipDirectory } from '@hirerelay/domain';

export type DocumentKind = 'pdf' | 'docx';

export const PDF_MEDIA_TYPE = 'application/pdf';
export const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Readers find the header within the first KiB (some writers put bytes before it). */
const PDF_HEADER_WINDOW = 1024;
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_HEADER = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

const COMPOUND_FILE_HEADER = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The stream a password-protected Office file keeps its encrypted package in (UTF-16LE name). */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

export type Detected =
  | { kind: DocumentKind }
  | { claimed: DocumentKind | null }
  /** A password-protected Word document: Office wraps the encrypted .docx in a compound file. */
  | { encryptedOffice: true };

/** The kind the bytes show, or else the kind the upload claimed (null: neither PDF nor .docx). */
export function detectDocumentKind(
  bytes: Uint8Array,
  meta: { mediaType?: string | null; fileName?: string | null },
): Detected {
  if (findSequence(bytes, PDF_HEADER, PDF_HEADER_WINDOW) >= 0) return { kind: 'pdf' };
  const claimed = claimedKind(meta);
  if (startsWith(bytes, ZIP_HEADER)) {
    const entries = readZipDirectory(bytes);
    if (entries?.some((entry) => entry.name.toLowerCase() === 'word/document.xml')) return { kind: 'docx' };
    // Another zip (an .xlsx, an archive) is not a Word document, unless it claimed to be one.
    if (entries) return { claimed: claimed === 'docx' ? 'docx' : null };
  }
  if (startsWith(bytes, COMPOUND_FILE_HEADER)) {
    // A compound file is either an old binary .doc (not read) or an encrypted .docx.
    const encrypted = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(
      ENCRYPTED_PACKAGE,
    );
    return encrypted ? { encryptedOffice: true } : { claimed: null };
  }
  return { claimed };
}

function claimedKind(meta: { mediaType?: string | null; fileName?: string | null }): DocumentKind | null {
  const mediaType = (meta.mediaType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const name = (meta.fileName ?? '').trim().toLowerCase();
  if (mediaType === PDF_MEDIA_TYPE || name.endsWith('.pdf')) return 'pdf';
  if (mediaType === DOCX_MEDIA_TYPE || name.endsWith('.docx')) return 'docx';
  return null;
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function findSequence(bytes: Uint8Array, sequence: number[], window: number): number {
  const stop = Math.min(bytes.length, window) - sequence.length;
  for (let at = 0; at <= stop; at += 1) {
    if (sequence.every((byte, index) => bytes[at + index] === byte)) return at;
  }
  return -1;
}
