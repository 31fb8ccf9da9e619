import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

/** A draft's paragraphs: blank lines part them; single line breaks stay inside one. */
const paragraphsOf = (body: string): string[][] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ''));

/** The draft as a Word document (.docx): Calibri 11 pt, one paragraph per block. */
export async function renderDocx(body: string, title: string): Promise<Buffer> {
  const document = new Document({
    title,
    creator: 'HireRelay',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        children: paragraphsOf(body).map(
          (lines) =>
            new Paragraph({
              spacing: { after: 200 },
              children: lines.map((line, index) => new TextRun({ text: line, break: index > 0 ? 1 : 0 })),
            }),
        ),
      },
    ],
  });
  return Packer.toBuffer(document);
}

const PAGE = { width: 612, height: 792, margin: 72 } as const; // US Letter, 1 inch margins
const FONT_SIZE = 11;
const LINE_HEIGHT = 15;

/** The text with the characters the standard font cannot draw replaced (a PDF must never fail to render). */
function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/\t/g, '    '))
    .map((char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('');
}

/** One line's words wrapped to `width` points (a word longer than a line is cut). */
function wrap(line: string, font: PDFFont, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, FONT_SIZE) <= width) {
      current = candidate;
      continue;
    }
    if (current) out.push(current);
    let rest = word;
    while (font.widthOfTextAtSize(rest, FONT_SIZE) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), FONT_SIZE) > width) cut -= 1;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  out.push(current);
  return out;
}

/** The draft as a PDF (Helvetica 11 pt on US Letter pages), as a job's cover letter is stored. */
export async function renderPdf(body: string, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('HireRelay');
  pdf.setProducer('HireRelay');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const width = PAGE.width - PAGE.margin * 2;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const nextLine = () => {
    y -= LINE_HEIGHT;
    if (y < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin - LINE_HEIGHT;
    }
  };
  y += LINE_HEIGHT;
  for (const [index, lines] of paragraphsOf(body).entries()) {
    if (index > 0) nextLine();
    for (const line of lines) {
      for (const piece of wrap(drawable(line, font), font, width)) {
        nextLine();
        page.drawText(piece, { x: PAGE.margin, y, size: FONT_SIZE, font });
      }
    }
  }
  return pdf.save();
}
