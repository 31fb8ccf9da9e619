// @ts-check
// An invoice's receipt, as Stripe serves it at the invoice's `hosted_invoice_url` (an HTML page)
// and `invoice_pdf` (a PDF). Both are reached by an unguessable token, not the invoice id, and
// need no key, as Stripe's are. The PDF is a small valid PDF 1.4 written by hand (one page, the
// standard Helvetica font): enough for a browser or a PDF reader to open and for tests to read.

import { randomBytes } from 'node:crypto';
import { formatMoney } from '../shapes.mjs';
import { esc, page } from './html.mjs';

/** @typedef {import('../store.mjs').StripeObject} StripeObject */
/** @typedef {import('../store.mjs').Store} Store */

/** Where the receipts live under the stand-in's address (Stripe: invoice.stripe.com/i/…, pay.stripe.com/invoice/…/pdf). */
export const RECEIPT_PAGE = '/i';
export const RECEIPT_PDF = '/invoice';

/**
 * Gives a finalized invoice its receipt addresses (Stripe sets both when it finalizes one).
 * @param {StripeObject} invoice
 * @param {string} baseUrl the stand-in's own address
 */
export function assignReceiptUrls(invoice, baseUrl) {
  invoice._receiptToken ??= `test_${randomBytes(18).toString('base64url')}`;
  invoice.hosted_invoice_url = `${baseUrl}${RECEIPT_PAGE}/${invoice._receiptToken}`;
  invoice.invoice_pdf = `${baseUrl}${RECEIPT_PDF}/${invoice._receiptToken}/pdf`;
}

/**
 * What a receipt path asks for, or null when it is no receipt path: `/i/<token>` (HTML) or
 * `/invoice/<token>/pdf`, with the invoice it names (null when none does).
 * @param {string} path
 * @param {Store} store
 * @returns {{ invoice: StripeObject | null, format: 'html' | 'pdf' } | null}
 */
export function receiptFor(path, store) {
  const html = new RegExp(`^${RECEIPT_PAGE}/([\\w-]+)$`).exec(path);
  const pdf = new RegExp(`^${RECEIPT_PDF}/([\\w-]+)/pdf$`).exec(path);
  const token = html?.[1] ?? pdf?.[1];
  if (!token) return null;
  const invoice = store.all('invoice', (i) => i._receiptToken === token)[0] ?? null;
  return { invoice, format: html ? 'html' : 'pdf' };
}

/** @param {number | null | undefined} t */
const day = (t) =>
  t
    ? new Date(t * 1000).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';

/**
 * What both forms of the receipt say.
 * @param {StripeObject} invoice
 */
function receiptFacts(invoice) {
  const paid = invoice.status === 'paid';
  return {
    title: paid ? `Receipt ${invoice.number}` : `Invoice ${invoice.number}`,
    rows: /** @type {[string, string][]} */ ([
      ['Invoice number', String(invoice.number)],
      [paid ? 'Date paid' : 'Date issued', day(paid ? invoice.status_transitions?.paid_at : invoice.created)],
      ['Billed to', [invoice.customer_name, invoice.customer_email].filter(Boolean).join(', ')],
      ['Status', String(invoice.status)],
    ]),
    lines: /** @type {{ description: string, amount: number }[]} */ (invoice.lines.data).map((l) => ({
      description: l.description,
      amount: l.amount,
    })),
    total: formatMoney(paid ? invoice.amount_paid : invoice.amount_due, invoice.currency),
    totalLabel: paid ? 'Amount paid' : 'Amount due',
  };
}

/**
 * The hosted invoice page.
 * @param {StripeObject} invoice
 */
export function receiptHtml(invoice) {
  const f = receiptFacts(invoice);
  const rows = f.rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('');
  const lines = f.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.description)}</td><td class="amount">${esc(formatMoney(l.amount, invoice.currency))}</td></tr>`,
    )
    .join('');
  return page(
    f.title,
    `<h1>${esc(f.title)}</h1>
<p class="muted">${esc(invoice.account_name)}</p>
<table>${rows}</table>
<table><thead><tr><th>Description</th><th class="amount">Amount</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot><tr><th>${esc(f.totalLabel)}</th><th class="amount" id="total">${esc(f.total)}</th></tr></tfoot></table>
<p><a href="${esc(invoice.invoice_pdf)}" id="download-pdf">Download receipt (PDF)</a></p>`,
  );
}

/**
 * Text for a PDF string literal: Latin-1 only (others become `?`), with `\`, `(` and `)` escaped.
 * @param {string} text
 */
function pdfText(text) {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * The receipt as a one-page PDF.
 * @param {StripeObject} invoice
 * @returns {Buffer}
 */
export function receiptPdf(invoice) {
  const f = receiptFacts(invoice);
  const text = [
    [18, f.title],
    [11, String(invoice.account_name)],
    [11, ''],
    ...f.rows.map(([k, v]) => /** @type {[number, string]} */ ([11, `${k}: ${v}`])),
    [11, ''],
    ...f.lines.map(
      (l) =>
        /** @type {[number, string]} */ ([
          11,
          `${l.description}   ${formatMoney(l.amount, invoice.currency)}`,
        ]),
    ),
    [11, ''],
    [13, `${f.totalLabel}: ${f.total}`],
  ];
  let y = 760;
  const ops = ['BT'];
  for (const [size, line] of text) {
    ops.push(`/F1 ${size} Tf 1 0 0 1 56 ${y} Tm (${pdfText(/** @type {string} */ (line))}) Tj`);
    y -= Number(size) + 8;
  }
  ops.push('ET');
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(f.title)}) /Producer (Local Stripe stand-in) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
