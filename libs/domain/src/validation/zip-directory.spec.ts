import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipDirectory } from './zip-directory.js';

const docxZip = () =>
  zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8('<w:document/>'.repeat(100)),
  });

/** A zip64 copy of a one-part zip: the entry's sizes in a zip64 extra field, 0xffffffff in the header. */
function zip64EntrySizes(): Uint8Array {
  const plain = zipSync({ 'word/document.xml': [strToU8('x'.repeat(40)), { level: 0 }] });
  const view = new DataView(plain.buffer);
  const end = plain.length - 22;
  const directoryAt = view.getUint32(end + 16, true);
  const nameLength = view.getUint16(directoryAt + 28, true);
  const extraLength = view.getUint16(directoryAt + 30, true);
  const extra = new Uint8Array(4 + 16);
  const extraView = new DataView(extra.buffer);
  extraView.setUint16(0, 0x0001, true);
  extraView.setUint16(2, 16, true);
  extraView.setBigUint64(4, 40n, true);
  extraView.setBigUint64(12, 40n, true);
  const entryEnd = directoryAt + 46 + nameLength + extraLength;
  const out = new Uint8Array(plain.length + extra.length);
  out.set(plain.subarray(0, entryEnd));
  out.set(extra, entryEnd);
  out.set(plain.subarray(entryEnd), entryEnd + extra.length);
  const outView = new DataView(out.buffer);
  outView.setUint32(directoryAt + 20, 0xffffffff, true);
  outView.setUint32(directoryAt + 24, 0xffffffff, true);
  outView.setUint16(directoryAt + 30, extraLength + extra.length, true);
  const newEnd = out.length - 22;
  outView.setUint32(newEnd + 12, view.getUint32(end + 12, true) + extra.length, true);
  return out;
}

describe('readZipDirectory', () => {
  it('lists the parts with their declared unpacked sizes', () => {
    const entries = readZipDirectory(docxZip());
    expect(entries?.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ['[Content_Types].xml', 8],
      ['word/document.xml', 1300],
    ]);
  });

  it('reads it from the last bytes of a file, given the file size', () => {
    const file = docxZip();
    const tail = file.subarray(file.length - 150);
    expect(readZipDirectory(tail, file.length)?.map((entry) => entry.name)).toEqual([
      '[Content_Types].xml',
      'word/document.xml',
    ]);
    // The directory begins before these bytes: not readable from them.
    expect(readZipDirectory(file.subarray(file.length - 60), file.length)).toBeNull();
  });

  it("reads a zip64 entry's sizes from its extra field", () => {
    expect(readZipDirectory(zip64EntrySizes())).toEqual([
      { name: 'word/document.xml', compressedSize: 40, uncompressedSize: 40 },
    ]);
  });

  it('gives null for bytes that are no zip, or a zip cut short', () => {
    expect(readZipDirectory(new Uint8Array(10))).toBeNull();
    expect(readZipDirectory(docxZip().subarray(0, 60))).toBeNull();
  });
});
