/**
 * Whether a zip is a Word document (.docx): an OOXML package holds `[Content_Types].xml` and the
 * main document part `word/document.xml`. A .docx upload is first recognised by the zip signature
 * in its first bytes; this reads the package's table of contents (the zip central directory, at
 * the end of the file) from the file's last bytes, so any other zip (an archive of executables, an
 * .xlsx, a .jar) is refused without the whole file being held or unpacked.
 */
import { readZipDirectory } from './zip-directory.js';

/** How many of an upload's last bytes the check reads: the end record (22 bytes and a comment of
 * up to 64 KiB) and a central directory of about a thousand parts. A larger directory is refused. */
export const WORD_PACKAGE_TAIL_BYTES = 128 * 1024;

const REQUIRED_PARTS = ['[content_types].xml', 'word/document.xml'];

/** True when the tail of a `fileSize`-byte upload lists the parts every Word document has. */
export function isWordPackage(tail: Uint8Array, fileSize: number): boolean {
  const names = zipEntryNames(tail, fileSize);
  if (!names) return false;
  const lowerCase = new Set(names.map((name) => name.toLowerCase()));
  return REQUIRED_PARTS.every((part) => lowerCase.has(part));
}

/**
 * The entry names of a zip, read from its last bytes (`tail`, the final `tail.length` bytes of a
 * `fileSize`-byte file), or null when they do not hold a well-formed end record and directory.
 */
export function zipEntryNames(tail: Uint8Array, fileSize: number): string[] | null {
  return readZipDirectory(tail, fileSize)?.map((entry) => entry.name) ?? null;
}
