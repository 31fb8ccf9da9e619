import { closeDefaultDocumentTextPool, extractDocumentText } from '@hirerelay/document-text';
import { afterAll, describe, expect, it } from 'vitest';

const PDF = { mediaType: 'application/pdf' };
const DOCX = { mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
afterAll(() => closeDefaultDocumentTextPool());
import { renderDocx, renderPdf } from './render.js';

const BODY = `Dear Hiring Manager,

I am writing to apply for the Senior Engineer position at Acme. ${'This sentence is long enough to wrap. '.repeat(12)}

- TypeScript: Built a design system.
- React: Led three apps — with “quotes” and an emoji 🚀.

Sincerely,
Jordan Rivers`;

describe('renderPdf', () => {
  it('renders every paragraph so the text reads back, even with characters the font lacks', async () => {
    const bytes = await renderPdf(BODY, 'Cover letter');
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const text = await extractDocumentText(bytes, PDF);
    expect(text.state).toBe('text');
    const flat = text.state === 'text' ? text.text.replace(/\s+/g, ' ') : '';
    expect(flat).toContain('I am writing to apply for the Senior Engineer position at Acme.');
    expect(flat).toContain('Sincerely, Jordan Rivers');
  });

  it('adds pages for a long letter', async () => {
    const bytes = await renderPdf(
      Array.from({ length: 80 }, (_, i) => `Paragraph ${i}`).join('\n\n'),
      'Long',
    );
    const text = await extractDocumentText(bytes, PDF);
    expect(text.state === 'text' && text.text).toContain('Paragraph 79');
  });
});

describe('renderDocx', () => {
  it('renders a Word package whose text reads back', async () => {
    const bytes = await renderDocx(BODY, 'Cover letter');
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const text = await extractDocumentText(new Uint8Array(bytes), DOCX);
    expect(text.state === 'text' && text.text).toContain('Dear Hiring Manager,');
    expect(text.state === 'text' && text.text).toContain('Jordan Rivers');
  });
});
