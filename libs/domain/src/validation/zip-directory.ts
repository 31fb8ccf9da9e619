/**
 * A zip's table of contents (its central directory, at the end of the file) with each part's
 * declared sizes, read without unpacking anything: the upload check reads it from a file's last
 * bytes to tell a Word document from another zip (word-package.ts), and the resume reader reads it
 * to refuse a package that would unpack to more than its budget (libs/document-text).
 */

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_EXTRA = 0x0001;
const END_RECORD_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const ENTRY_HEADER_LENGTH = 46;
const UNKNOWN_32 = 0xffffffff;

/**
 * The entries of a zip, read from its last bytes (`tail`: the final `tail.length` bytes of a
 * `fileSize`-byte file, or the whole file), or null when they do not hold a well-formed end record
 * and a directory wholly inside them.
 */
export function readZipDirectory(tail: Uint8Array, fileSize: number = tail.length): ZipEntry[] | null {
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
  return readEntries(view, start, start + directory.size, directory.count);
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
  if (offset !== UNKNOWN_32 && size !== UNKNOWN_32 && count !== 0xffff) return { offset, size, count };
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

function readEntries(view: DataView, start: number, stop: number, count: number): ZipEntry[] | null {
  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let at = start;
  while (entries.length < count) {
    if (at + ENTRY_HEADER_LENGTH > stop || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    let compressedSize = view.getUint32(at + 20, true);
    let uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameStart = at + ENTRY_HEADER_LENGTH;
    const extraStart = nameStart + nameLength;
    if (extraStart + extraLength > stop) return null;
    if (uncompressedSize === UNKNOWN_32 || compressedSize === UNKNOWN_32) {
      const sizes = zip64Sizes(view, extraStart, extraLength, uncompressedSize, compressedSize);
      if (!sizes) return null;
      ({ uncompressedSize, compressedSize } = sizes);
    }
    const name = new Uint8Array(view.buffer, view.byteOffset + nameStart, nameLength);
    entries.push({ name: decoder.decode(name), compressedSize, uncompressedSize });
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
        return Math.min(safeNumber(value) ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      };
      const uncompressedSize = uncompressed === UNKNOWN_32 ? read() : uncompressed;
      const compressedSize = compressed === UNKNOWN_32 ? read() : compressed;
      if (uncompressedSize === null || compressedSize === null) return null;
      return { uncompressedSize, compressedSize };
    }
    at += 4 + size;
  }
  return null;
}

function safeNumber(value: bigint): number | null {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}
