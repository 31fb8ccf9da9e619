import { describe, expect, it } from 'vitest';
import {
  checkDocumentFile,
  checkResumeFile,
  detectDocumentKind,
  isPdfMagic,
  MAX_FILE_NAME_LENGTH,
  safeFileName,
  safeResumeFileName,
  ZDocumentFile,
  ZResumeFile,
} from './files.js';
import { DOCUMENT_ACCEPT, RESUME_MAX_BYTES } from '../files/file-limits.js';

const MB = 1024 * 1024;
const pdf = (size: number, name = 'cv.pdf', type = 'application/pdf') => ({ name, type, size });
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('resume check', () => {
  it('accepts a PDF just under 5MB', () => {
    expect(RESUME_MAX_BYTES).toBe(5 * MB);
    expect(checkResumeFile(pdf(5 * MB - 1))).toBeNull();
  });

  it('refuses exactly 5MB and more', () => {
    expect(checkResumeFile(pdf(5 * MB))).toBe('File size should be less than 5MB');
    expect(checkResumeFile(pdf(12 * MB))).toBe('File size should be less than 5MB');
  });

  it.each([
    pdf(100, 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    pdf(100, 'cv.png', 'image/png'),
    pdf(100, 'cv.txt', ''),
    pdf(100, 'cv.pdf', 'text/plain'),
  ])('refuses a non-PDF ($name, $type)', (file) => {
    expect(checkResumeFile(file)).toBe('Please upload a PDF file');
  });

  it('falls back to the extension when the browser reports no type', () => {
    expect(checkResumeFile(pdf(100, 'CV.PDF', ''))).toBeNull();
  });

  it('reports the type before the size', () => {
    expect(checkResumeFile(pdf(10 * MB, 'movie.mp4', 'video/mp4'))).toBe('Please upload a PDF file');
  });

  it('gives the same messages through the schema', () => {
    const messages = (value: unknown) => {
      const result = ZResumeFile.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages(pdf(5 * MB))).toEqual(['File size should be less than 5MB']);
    expect(messages(pdf(1, 'a.gif', 'image/gif'))).toEqual(['Please upload a PDF file']);
    expect(messages('cv.pdf')).toEqual(['Please upload a PDF file']);
    expect(messages(pdf(1))).toEqual([]);
  });
});

describe('isPdfMagic', () => {
  it('recognises the %PDF- header', () => {
    expect(isPdfMagic(ascii('%PDF-1.7\n...'))).toBe(true);
  });

  it('refuses other content, including a renamed file and a short buffer', () => {
    expect(isPdfMagic(ascii('<html>%PDF-'))).toBe(false);
    expect(isPdfMagic(bytes(0x89, 0x50, 0x4e, 0x47))).toBe(false);
    expect(isPdfMagic(ascii('%PDF'))).toBe(false);
    expect(isPdfMagic(new Uint8Array())).toBe(false);
  });
});

describe('job documents', () => {
  it('accepts .pdf, .doc and .docx whatever the case', () => {
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.doc,.docx');
    for (const name of ['a.pdf', 'a.doc', 'a.docx', 'A.DOCX']) {
      expect(checkDocumentFile({ name, type: '', size: 10 })).toBeNull();
    }
  });

  it('refuses other extensions and files of 5MB or more', () => {
    expect(checkDocumentFile({ name: 'a.txt', type: 'text/plain', size: 10 })).toBe(
      'Please upload a PDF, DOC or DOCX file',
    );
    expect(checkDocumentFile({ name: 'a.docx.exe', type: '', size: 10 })).toBe(
      'Please upload a PDF, DOC or DOCX file',
    );
    expect(checkDocumentFile({ name: 'a.doc', type: '', size: 5 * MB })).toBe(
      'File size should be less than 5MB',
    );
  });

  it('gives the same messages through the schema', () => {
    const result = ZDocumentFile.safeParse({ name: 'a.rtf', type: '', size: 1 });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Please upload a PDF, DOC or DOCX file',
    ]);
  });

  it('detects the document kind from its leading bytes', () => {
    expect(detectDocumentKind(ascii('%PDF-1.4'))).toBe('pdf');
    expect(detectDocumentKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe('doc');
    expect(detectDocumentKind(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe('docx');
    expect(detectDocumentKind(ascii('MZ\x90\x00'))).toBeNull();
    expect(detectDocumentKind(bytes(0xd0, 0xcf, 0x11))).toBeNull();
  });
});

describe('resume file name', () => {
  it('keeps only the base name, without control characters or quotes', () => {
    expect(safeResumeFileName('C:\\Users\\me\\CV "final".pdf')).toBe('CV final.pdf');
    expect(safeResumeFileName('../../etc/passwd')).toBe('passwd.pdf');
    expect(safeResumeFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(safeResumeFileName('a\u0085b\u009fc\u007f.pdf')).toBe('abc.pdf');
  });

  it('strips format characters, so a bidi override cannot disguise the extension', () => {
    expect(safeResumeFileName('evil\u202Efdp.exe')).toBe('evilfdp.exe.pdf');
    for (const mark of ['\u200B', '\u200C', '\u200D', '\u200E', '\u200F', '\u2060', '\uFEFF', '\u00AD']) {
      expect(safeResumeFileName(`cv${mark}.pdf`)).toBe('cv.pdf');
    }
    for (const isolate of ['\u2066', '\u2067', '\u2068', '\u2069', '\u202A', '\u202B', '\u202C', '\u202D']) {
      expect(safeResumeFileName(`cv${isolate}x.pdf`)).toBe('cvx.pdf');
    }
    expect(safeResumeFileName('a\u2028b\u2029c.pdf')).toBe('abc.pdf');
    expect(safeResumeFileName('lone\uD800.pdf')).toBe('lone.pdf');
  });

  it('always ends in .pdf, keeping a different extension before it', () => {
    expect(safeResumeFileName('x.html')).toBe('x.html.pdf');
    expect(safeResumeFileName('cv')).toBe('cv.pdf');
    expect(safeResumeFileName('cv.pdf.exe')).toBe('cv.pdf.exe.pdf');
    expect(safeResumeFileName('résumé.PDF')).toBe('résumé.PDF');
    expect(safeResumeFileName('re\u0301sume\u0301.pdf')).toBe('résumé.pdf');
  });

  it('drops leading dots and squeezes whitespace', () => {
    expect(safeResumeFileName('.hidden.pdf')).toBe('hidden.pdf');
    expect(safeResumeFileName('  my \t  cv  .pdf ')).toBe('my cv.pdf');
  });

  it('is bounded without splitting a character, the extension kept', () => {
    const long = safeResumeFileName(`${'é'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('é.pdf')).toBe(true);
    const emoji = safeResumeFileName('😀'.repeat(300));
    expect(Array.from(emoji)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(emoji.endsWith('😀.pdf')).toBe(true);
  });

  it('falls back to a neutral name', () => {
    expect(safeResumeFileName(undefined)).toBe('resume.pdf');
    expect(safeResumeFileName('   ')).toBe('resume.pdf');
    expect(safeResumeFileName('\u202E\u200B')).toBe('resume.pdf');
    expect(safeResumeFileName('dir/')).toBe('resume.pdf');
    expect(safeResumeFileName('.pdf')).toBe('pdf.pdf');
  });

  it('serves other checked kinds the same way', () => {
    expect(safeFileName('letter.DOCX', '.docx', 'document')).toBe('letter.DOCX');
    expect(safeFileName('letter.pdf', '.docx', 'document')).toBe('letter.pdf.docx');
  });
});
