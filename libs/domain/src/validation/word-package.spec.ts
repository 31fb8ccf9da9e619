import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isWordPackage, WORD_PACKAGE_TAIL_BYTES, zipEntryNames } from './word-package.js';

const WORD_PARTS: Zippable = {
  '[Content_Types].xml': strToU8('<Types/>'),
  '_rels/.rels': strToU8('<Relationships/>'),
  'word/document.xml': strToU8('<w:document/>'),
  'word/styles.xml': strToU8('<w:styles/>'),
};

const tailOf = (file: Uint8Array, length = WORD_PACKAGE_TAIL_BYTES) =>
  file.subarray(Math.max(0, file.length - length));

describe('isWordPackage', () => {
  it('accepts a Word document: the content types and the main document part are listed', () => {
    const docx = zipSync(WORD_PARTS);
    expect(isWordPackage(tailOf(docx), docx.length)).toBe(true);
  });

  it('reads the directory from the last bytes of a large package, behind stored media', () => {
    const media = new Uint8Array(3 * 1024 * 1024).map((_, index) => (index * 7919) % 251);
    const docx = zipSync({ ...WORD_PARTS, 'word/media/image1.png': [media, { level: 0 }] });
    expect(docx.length).toBeGreaterThan(WORD_PACKAGE_TAIL_BYTES * 20);
    expect(isWordPackage(tailOf(docx), docx.length)).toBe(true);
  });

  it('accepts a package with an archive comment after its end record', () => {
    const plain = zipSync(WORD_PARTS);
    const comment = strToU8('written by a word processor, PK\u0005\u0006 and all');
    const docx = new Uint8Array(plain.length + comment.length);
    docx.set(plain);
    docx.set(comment, plain.length);
    new DataView(docx.buffer).setUint16(plain.length - 2, comment.length, true);
    expect(isWordPackage(tailOf(docx), docx.length)).toBe(true);
  });

  it('refuses any other zip: an archive, a spreadsheet, a package missing its document part', () => {
    const archive = zipSync({ 'setup.exe': strToU8('MZ...'), 'readme.txt': strToU8('hi') });
    const spreadsheet = zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8('<workbook/>'),
    });
    const noDocument = zipSync({ '[Content_Types].xml': strToU8('<Types/>') });
    for (const zip of [archive, spreadsheet, noDocument]) {
      expect(isWordPackage(tailOf(zip), zip.length)).toBe(false);
    }
  });

  it('refuses bytes that only start like a zip, and a truncated package', () => {
    const fake = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(2000)]);
    expect(isWordPackage(fake, fake.length)).toBe(false);
    const docx = zipSync(WORD_PARTS);
    const cut = docx.subarray(0, docx.length - 10);
    expect(isWordPackage(cut, cut.length)).toBe(false);
  });

  it('refuses a directory that does not fit in the tail it was given', () => {
    const docx = zipSync(WORD_PARTS);
    expect(isWordPackage(tailOf(docx, 60), docx.length)).toBe(false);
  });

  it('refuses an end record that claims a directory outside the file, or more entries than it holds', () => {
    const docx = zipSync(WORD_PARTS);
    const end = docx.length - 22;
    const outside = docx.slice();
    new DataView(outside.buffer).setUint32(end + 16, docx.length * 2, true);
    expect(zipEntryNames(outside, outside.length)).toBeNull();
    const tooMany = docx.slice();
    new DataView(tooMany.buffer).setUint16(end + 10, 60_000, true);
    expect(zipEntryNames(tooMany, tooMany.length)).toBeNull();
  });

  it('lists the names it read', () => {
    const docx = zipSync(WORD_PARTS);
    expect(zipEntryNames(docx, docx.length)).toEqual(Object.keys(WORD_PARTS));
  });
});
