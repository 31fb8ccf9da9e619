/**
 * Which reader a document needs, decided from its bytes first (a PDF renamed .txt is still a PDF)
 * and from the declared type or file name only to tell a damaged PDF or .docx from another kind.
 */

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
    const entries = zipDirectory(bytes);
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

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_LENGTH = 22;
const ENTRY_HEADER_LENGTH = 46;
const ZIP64_EXTRA = 0x0001;
const MAX_COMMENT_LENGTH = 0xffff;

/**
 * A zip's table of contents (its central directory) with each part's declared sizes, or null when
 * the end record or directory is not well-formed. Reading it costs a walk over the directory only.
 */
export function zipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  if (end === null) return null;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (offset + size > end) return null; // also a zip64 directory: read by the worker's reader
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  let at = offset;
  while (entries.length < count) {
    if (at + ENTRY_HEADER_LENGTH > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    let compressedSize = view.getUint32(at + 20, true);
    let uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameStart = at + ENTRY_HEADER_LENGTH;
    const extraStart = nameStart + nameLength;
    if (extraStart + extraLength > end) return null;
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff) {
      const sizes = zip64Sizes(view, extraStart, extraLength, uncompressedSize, compressedSize);
      if (!sizes) return null;
      ({ uncompressedSize, compressedSize } = sizes);
    }
    entries.push({
      name: decoder.decode(bytes.subarray(nameStart, extraStart)),
      compressedSize,
      uncompressedSize,
    });
    at = extraStart + extraLength + commentLength;
  }
  return entries;
}

/** The 64-bit sizes of a zip64 entry (extra field 0x0001: uncompressed, then compressed). */
function zip64Sizes(
  view: DataView,
  start: number,
  length: number,
  uncompressed: number,
  compressed: number,
): { uncompressedSize: number; compressedSize: number } | null {
  for (let at = start; at + 4 <= start + length;) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const read = () => {
        if (field + 8 > at + 4 + size) return null;
        const value = view.getBigUint64(field, true);
        field += 8;
        return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
      };
      const uncompressedSize = uncompressed === 0xffffffff ? read() : uncompressed;
      const compressedSize = compressed === 0xffffffff ? read() : compressed;
      if (uncompressedSize === null || compressedSize === null) return null;
      return { uncompressedSize, compressedSize };
    }
    at += 4 + size;
  }
  return null;
}

function findEndRecord(view: DataView): number | null {
  const last = view.byteLength - END_RECORD_LENGTH;
  const first = Math.max(0, last - MAX_COMMENT_LENGTH);
  for (let at = last; at >= first; at -= 1) {
    if (view.getUint32(at, true) !== END_OF_DIRECTORY) continue;
    if (at + END_RECORD_LENGTH + view.getUint16(at + 20, true) === view.byteLength) return at;
  }
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
