#!/usr/bin/env node
/**
 * Writes the extraction fixtures in ../test-fixtures (committed: tests read the files, this script is
 * how they were made). Deterministic: same bytes on every run, except the two encrypted files, whose
 * encryption salts are random; they are only rewritten when missing or with `--encrypted`.
 *
 *   node libs/document-text/scripts/make-fixtures.mjs [--encrypted]
 *
 * PDFs come from pdf-lib; .docx files are minimal OOXML packages zipped with fflate; the encrypted
 * .docx from officecrypto-tool. The encrypted PDF needs `qpdf` (Debian: `apt-get install -y qpdf`);
 * without it that file is skipped (the committed one stays).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import officeCrypto from 'officecrypto-tool';
import { PDFDocument, PDFName, StandardFonts, rgb } from 'pdf-lib';

const here = path.dirname(new URL(import.meta.url).pathname);
const out = path.resolve(here, '../test-fixtures');
const rewriteEncrypted = process.argv.includes('--encrypted');
mkdirSync(out, { recursive: true });

/** A small deterministic PRNG (mulberry32), so "random" bytes are the same on every run. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PNG (8-bit grey or RGB) from raw pixels: noise does not compress, a flat image does. */
function png(width, height, channels, pixel) {
  const row = width * channels + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width * channels; x += 1) raw[y * row + 1 + x] = pixel(x, y);
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = channels === 3 ? 2 : 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const RESUME_PAGES = [
  [
    'Jordan Avery Example',
    'Senior Software Engineer',
    'jordan.example@example.com | +1 555 010 0199 | Portland, OR',
    '',
    'SUMMARY',
    'Backend engineer with 7+ years building payment and scheduling systems in',
    'TypeScript and Node.js. Led migrations to PostgreSQL and event-driven experi-',
    'ence with NATS and Kafka.',
    '',
    'EXPERIENCE',
    'Staff Engineer, Northwind Payments, 2021 - present',
    '\u2022 Designed a ledger service in TypeScript handling 40M transactions a month.',
    '\u2022 Cut p95 checkout latency from 800 ms to 120 ms with Redis caching.',
    '\u2022 Mentored six engineers; ran the on-call rotation for the payments team.',
    'Software Engineer, Contoso Health, 2017 - 2021',
    '\u2022 Built HL7 and FHIR integrations for 30 clinics with Node.js and Postgres.',
    '\u2022 Introduced CI with GitHub Actions and Docker; deploy time fell by 70%.',
  ],
  [
    'SKILLS',
    'Languages: TypeScript, JavaScript, Python, SQL',
    'Data: PostgreSQL, Redis, Kafka, NATS, Elasticsearch',
    'Cloud: AWS (ECS, Lambda, S3), Terraform, Kubernetes',
    '',
    'EDUCATION',
    'B.S. Computer Science, Oregon State University, 2017',
    '',
    'CERTIFICATIONS',
    'AWS Certified Solutions Architect - Associate (2022)',
  ],
];

async function resumePdf(pages = RESUME_PAGES, extra = async () => {}) {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setProducer('hirerelay make-fixtures');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    let y = 740;
    for (const line of lines) {
      const heading = /^[A-Z ]+$/.test(line) || line === lines[0];
      page.drawText(line, {
        x: 54,
        y,
        size: heading ? 13 : 10.5,
        font: heading ? bold : font,
        color: rgb(0, 0, 0),
      });
      y -= heading ? 20 : 15;
    }
  }
  await extra(pdf, font);
  return pdf.save({ useObjectStreams: true });
}

async function imageOnlyPdf() {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  // A "scan": a grey page image with darker bands where lines of print would be.
  const image = await pdf.embedPng(png(612, 792, 1, (x, y) => (y % 24 < 8 && x > 60 && x < 540 ? 60 : 235)));
  const page = pdf.addPage([612, 792]);
  page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return pdf.save();
}

async function blankPdf(pageCount) {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  for (let index = 0; index < pageCount; index += 1) pdf.addPage([612, 792]);
  return pdf.save();
}

/** A page whose contents stream is 120 MB of spaces, compressed to ~120 KB: a "PDF bomb". */
async function flateBombPdf() {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = pdf.addPage([612, 792]);
  const contents = deflateSync(Buffer.alloc(120 * 1024 * 1024, ' '), { level: 9 });
  page.node.set(
    PDFName.of('Contents'),
    pdf.context.register(pdf.context.stream(contents, { Filter: 'FlateDecode' })),
  );
  return pdf.save();
}

/** About 5.5 MB: 48 pages of resume text (a long CV with publications) and incompressible photos. */
async function largePdf() {
  const random = prng(5);
  const pages = [];
  for (let index = 0; index < 24; index += 1) pages.push(...RESUME_PAGES);
  return resumePdf(pages, async (pdf) => {
    for (let index = 0; index < 7; index += 1) {
      const photo = await pdf.embedPng(png(520, 520, 3, () => Math.floor(random() * 256)));
      const page = pdf.getPage(index * 6);
      page.drawImage(photo, { x: 400, y: 600, width: 150, height: 150 });
    }
  });
}

// --- .docx: the smallest OOXML package Word and mammoth read ---
const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Default Extension="png" ContentType="image/png"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;
const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
const documentXml = (body) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${NS}><w:body>${body}<w:sectPr/></w:body></w:document>`;

function docx(body, { media, documentRels } = {}) {
  const files = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'word/document.xml': typeof body === 'string' ? strToU8(documentXml(body)) : body,
  };
  if (documentRels) files['word/_rels/document.xml.rels'] = strToU8(documentRels);
  if (media) files['word/media/image1.png'] = media;
  return zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
}

function resumeDocx() {
  const lines = RESUME_PAGES.flat().map((line) => line.replace(/^\u2022 /, '\u2022\t'));
  return docx(lines.map(paragraph).join(''));
}

function imageOnlyDocx() {
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rImg" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/image1.png"/>
</Relationships>`;
  const drawing =
    '<w:p><w:r><w:drawing><wp:inline><wp:extent cx="5486400" cy="7100000"/><wp:docPr id="1" name="Scan"/>' +
    '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>' +
    '<pic:nvPicPr><pic:cNvPr id="1" name="scan.png"/><pic:cNvPicPr/></pic:nvPicPr>' +
    '<pic:blipFill><a:blip r:embed="rImg"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic>' +
    '</wp:inline></w:drawing></w:r></w:p>';
  const media = png(300, 400, 1, (x, y) => (y % 20 < 6 && x > 30 && x < 270 ? 50 : 240));
  return docx(drawing, { media, documentRels: rels });
}

/**
 * `megabytes` of one paragraph repeated, zipped to a few hundred KB: 120 MB is a zip bomb (over the
 * unpacked budget), 40 MB of one-letter paragraphs stays under it yet makes millions of XML nodes.
 */
function repeatedParagraphDocx(text, megabytes) {
  const unit = strToU8(paragraph(text));
  const copies = Math.ceil((megabytes * 1024 * 1024) / unit.length);
  const head = strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${NS}><w:body>`);
  const tail = strToU8('<w:sectPr/></w:body></w:document>');
  const xml = new Uint8Array(head.length + unit.length * copies + tail.length);
  xml.set(head, 0);
  for (let index = 0; index < copies; index += 1) xml.set(unit, head.length + index * unit.length);
  xml.set(tail, head.length + unit.length * copies);
  return docx(xml);
}

/** The same zip with every part's declared unpacked size rewritten to 1 KB (a lying directory). */
function withLyingSizes(zip) {
  const bytes = Buffer.from(zip);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let entry = bytes.readUInt32LE(end + 16);
  for (let index = 0; index < bytes.readUInt16LE(end + 10); index += 1) {
    bytes.writeUInt32LE(1024, entry + 24);
    bytes.writeUInt32LE(1024, bytes.readUInt32LE(entry + 42) + 22);
    entry +=
      46 + bytes.readUInt16LE(entry + 28) + bytes.readUInt16LE(entry + 30) + bytes.readUInt16LE(entry + 32);
  }
  return bytes;
}

function write(name, bytes) {
  writeFileSync(path.join(out, name), bytes);
  console.log(`${name.padEnd(24)} ${String(statSync(path.join(out, name)).size).padStart(9)} bytes`);
}

function tool(name) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const resume = await resumePdf();
write('resume.pdf', resume);
write('scanned.pdf', await imageOnlyPdf());
write('blank-page.pdf', await blankPdf(1));
write('no-pages.pdf', await blankPdf(0));
write('truncated.pdf', resume.subarray(0, Math.floor(resume.length * 0.4)));
const random = prng(42);
write(
  'garbage.pdf',
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from(Array.from({ length: 4096 }, () => Math.floor(random() * 256))),
  ]),
);
write('large-5mb.pdf', await largePdf());
write('flate-bomb.pdf', await flateBombPdf());
write('resume.docx', resumeDocx());
write('empty.docx', docx([paragraph('   '), paragraph(''), paragraph('\t')].join('')));
write('image-only.docx', imageOnlyDocx());
write('zip-bomb.docx', repeatedParagraphDocx('a'.repeat(64), 120));
write('lying-zip-bomb.docx', withLyingSizes(repeatedParagraphDocx('a'.repeat(64), 120)));
write('node-flood.docx', repeatedParagraphDocx('a', 40));
write('truncated.docx', resumeDocx().subarray(0, 700));
write(
  'photo.png',
  png(64, 64, 1, (x, y) => (x + y) % 256),
);
write('notes.txt', Buffer.from('Plain text is not a supported resume format.\n'));

const scratch = path.join(tmpdir(), `document-text-fixtures-${process.pid}`);
mkdirSync(scratch, { recursive: true });
try {
  const encryptedPdf = path.join(out, 'encrypted.pdf');
  if (!existsSync(encryptedPdf) || rewriteEncrypted) {
    if (tool('qpdf')) {
      const plain = path.join(scratch, 'resume.pdf');
      writeFileSync(plain, resume);
      // A user password (needed to open), AES-256: what "password-protected" means to a person.
      execFileSync('qpdf', ['--encrypt', 'open-sesame', 'owner-secret', '256', '--', plain, encryptedPdf]);
      console.log('encrypted.pdf            written with qpdf');
    } else console.log('encrypted.pdf            skipped: qpdf is not installed (apt-get install -y qpdf)');
  }
  const encryptedDocx = path.join(out, 'encrypted.docx');
  if (!existsSync(encryptedDocx) || rewriteEncrypted) {
    // ECMA-376 agile encryption, as Word's "Encrypt with password" writes it (checked once with
    // Debian's msoffcrypto-tool, an independent implementation, which decrypts it back).
    writeFileSync(
      encryptedDocx,
      await officeCrypto.encrypt(Buffer.from(resumeDocx()), { password: 'open-sesame' }),
    );
    console.log('encrypted.docx           written with officecrypto-tool');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
