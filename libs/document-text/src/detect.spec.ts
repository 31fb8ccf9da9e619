import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectDocumentKind } from './detect.js';

const docxZip = () =>
  zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8('<w:document/>'.repeat(100)),
  });

describe('detectDocumentKind', () => {
  it('goes by the bytes first', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n...');
    expect(detectDocumentKind(pdf, { fileName: 'resume.txt', mediaType: 'text/plain' })).toEqual({
      kind: 'pdf',
    });
    expect(detectDocumentKind(docxZip(), { fileName: 'resume.zip' })).toEqual({ kind: 'docx' });
  });

  it('tells damaged files of a supported kind from other kinds by the declared type or name', () => {
    const junk = new Uint8Array([1, 2, 3, 4, 5]);
    expect(detectDocumentKind(junk, { fileName: 'cv.PDF' })).toEqual({ claimed: 'pdf' });
    expect(detectDocumentKind(junk, { mediaType: 'application/pdf; charset=binary' })).toEqual({
      claimed: 'pdf',
    });
    expect(detectDocumentKind(junk, { fileName: 'cv.docx' })).toEqual({ claimed: 'docx' });
    expect(detectDocumentKind(junk, { fileName: 'cv.png', mediaType: 'image/png' })).toEqual({
      claimed: null,
    });
    const otherZip = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') });
    expect(detectDocumentKind(otherZip, { fileName: 'cv.xlsx' })).toEqual({ claimed: null });
  });

  it('recognises a password-protected Word document (a compound file holding EncryptedPackage)', () => {
    const header = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
    const name = Buffer.from('EncryptedPackage', 'utf16le');
    const encrypted = Buffer.concat([Buffer.from(header), Buffer.alloc(500), name, Buffer.alloc(100)]);
    expect(detectDocumentKind(encrypted, { fileName: 'cv.docx' })).toEqual({ encryptedOffice: true });
    const oldWord = Buffer.concat([Buffer.from(header), Buffer.alloc(600)]);
    expect(detectDocumentKind(oldWord, { fileName: 'cv.doc' })).toEqual({ claimed: null });
  });
});
