import { escapeHtml } from './html.util.js';

/** A block of an e-mail: a paragraph, a quoted text, or a button with the link also as text. */
export type EmailBlock =
  { paragraph: string } | { quote: string } | { button: string; href: string } | { note: string };

/** The plain-text body: blocks one after another, a quote as `> ` lines, a link on its own line. */
export function emailText(title: string, blocks: readonly EmailBlock[]): string {
  const parts = blocks.map((block) => {
    if ('paragraph' in block) return block.paragraph;
    if ('note' in block) return block.note;
    if ('quote' in block)
      return block.quote
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    return `${block.button}:\n${block.href}`;
  });
  return [title, '', ...parts.flatMap((part) => [part, '']), 'HireRelay', ''].join('\n');
}

/**
 * The frame of every HTML e-mail: an English document with the title as heading, `bodyHtml`
 * (already escaped) below it, inline styles only (mail clients drop style sheets).
 */
export function emailDocument(title: string, bodyHtml: string, maxWidthPx = 560): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:24px;background:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<main style="max-width:${maxWidthPx}px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${bodyHtml}
</main>
</body>
</html>
`;
}

/** The HTML body of blocks, in `emailDocument`'s frame. Every text is escaped here: pass plain text. */
export function emailHtml(title: string, blocks: readonly EmailBlock[]): string {
  const body = blocks
    .map((block) => {
      if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`;
      if ('note' in block) return `<p style="color:#52525b;font-size:14px">${escapeHtml(block.note)}</p>`;
      if ('quote' in block)
        return `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #d4d4d8;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`;
      const href = escapeHtml(block.href);
      return `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">${escapeHtml(block.button)}</a></p>
<p>If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:#1d4ed8;word-break:break-all">${href}</a></p>`;
    })
    .join('\n');
  return emailDocument(title, body);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A moment for people, in UTC and saying so (we do not know the reader's time zone; the calendar
 * file shows it in theirs): `Tuesday, December 1, 2026 at 15:30 UTC`.
 */
export function formatUtcDateTime(iso: string): string {
  const date = new Date(iso);
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} at ${time} UTC`;
}
