/**
 * The smallest well-formed PDF worth the name: one empty page, with a correct cross-reference
 * table, so anything that opens it (not just a magic-byte check) accepts it.
 */
export function minimalPdf(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ]);
}

/**
 * A one-page PDF whose text layer holds `lines`, one per line (Helvetica, which every reader has):
 * a resume whose text the resume-text work can read.
 */
export function textPdf(lines: readonly string[]): Buffer {
  const escaped = lines.map((line) => line.replaceAll(/[\\()]/g, (char) => `\\${char}`));
  const content = `BT /F1 11 Tf 72 720 Td 14 TL ${escaped.map((line) => `(${line}) Tj T*`).join(' ')} ET`;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${String(Buffer.byteLength(content, 'latin1'))} >>\nstream\n${content}\nendstream`,
  ]);
}

/** A PDF of these objects (numbered from 1, the first the catalog) with its cross-reference table. */
function pdfOf(objects: readonly string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xrefAt)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
