/**
 * Whether a zip is a Word document (.docx): an OOXML package holds `[Content_Types].xml` and the
 * main document part `word/document.xml`. A .docx upload is first recognised by the zip signature
 * in its first bytes; this reads the package's table of contents (the zip central directory, at
 * the end of the file) from the file's last bytes, so any other zip (an archive of executables, an
 * .xlsx, a .jar) is refused without the whole file being held or unpacked.
 */

/** How many of an upload's last bytes the check reads: the end record (22 bytes and a comment of
 * up to 64 KiB) and a central directory of about a thousand parts. A larger directory is refused. */
export const WORD_PACKAGE_TAIL_BYTES = 128 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const ENTRY_HEADER_LENGTH = 46;

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
  if (tail.length > fileSize) return null;
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const end = findEndRecord(view);
  if (end === null) return null;
  // Where the tail starts in the file: the directory must lie wholly inside it, before the end record.
  const tailStart = fileSize - tail.length;
  const directory = directoryPlace(view, end, tailStart);
  if (!directory) return null;
  const start = directory.offset - tailStart;
  if (start < 0 || start + directory.size > end) return null;
  return readEntries(view, start, directory.size, directory.count);
}

/** The end record's position: the last signature whose comment reaches exactly the end of the file. */
function findEndRecord(view: DataView): number | null {
  const last = view.byteLength - END_RECORD_LENGTH;
  const first = Math.max(0, last - MAX_COMMENT_LENGTH);
  for (let at = last; at >= first; at -= 1) {
    if (view.getUint32(at, true) !== END_OF_DIRECTORY) continue;
    if (at + END_RECORD_LENGTH + view.getUint16(at + 20, true) === view.byteLength) return at;
  }
  return null;
}

function directoryPlace(
  view: DataView,
  end: number,
  tailStart: number,
): { offset: number; size: number; count: number } | null {
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (offset !== 0xffffffff && size !== 0xffffffff && count !== 0xffff) return { offset, size, count };
  // A zip64 package (some writers use it whatever the size): its locator sits just before the end
  // record and gives the file offset of the zip64 end record, read when it lies in the tail too.
  const locator = end - 20;
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) return null;
  const zip64End = safeNumber(view.getBigUint64(locator + 8, true));
  if (zip64End === null) return null;
  const at = zip64End - tailStart;
  if (at < 0 || at + 56 > locator || view.getUint32(at, true) !== ZIP64_END_OF_DIRECTORY) return null;
  const count64 = safeNumber(view.getBigUint64(at + 32, true));
  const size64 = safeNumber(view.getBigUint64(at + 40, true));
  const offset64 = safeNumber(view.getBigUint64(at + 48, true));
  if (count64 === null || size64 === null || offset64 === null) return null;
  return { offset: offset64, size: size64, count: count64 };
}

function safeNumber(value: bigint): number | null {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}

function readEntries(view: DataView, start: number, size: number, count: number): string[] | null {
  const decoder = new TextDecoder('utf-8');
  const names: string[] = [];
  let at = start;
  const stop = start + size;
  while (names.length < count) {
    if (at + ENTRY_HEADER_LENGTH > stop || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameStart = at + ENTRY_HEADER_LENGTH;
    if (nameStart + nameLength > stop) return null;
    names.push(decoder.decode(new Uint8Array(view.buffer, view.byteOffset + nameStart, nameLength)));
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}
