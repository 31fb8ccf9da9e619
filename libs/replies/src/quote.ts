/** The parts of a message's text: what was written for it, its signature, and quoted history. */
export interface TextParts {
  body: string;
  signature: string;
  quoted: string;
}

// A line that starts quoted history: "On Tue, Nov 3, 2026 at 9:14 AM Dana <d@x.com> wrote:" (also
// wrapped over two lines), Outlook's "-----Original Message-----" and its underscore rule, and a
// forwarded message's banner.
const ATTRIBUTION = /^(?:on\s.{4,300}?\bwrote|le\s.{4,300}?\ba écrit|am\s.{4,300}?\bschrieb)\s*:\s*$/i;
const BANNER =
  /^(?:-{2,}\s*(?:original message|forwarded message)\s*-{2,}|_{8,}|begin forwarded message:|-{5,}\s*reply above this line\s*-{5,}|#+\s*please reply above this line\s*#*)/i;
// Outlook's header block: "From: …" followed within a few lines by "Sent:" / "Date:" / "Subject:".
const HEADER_FROM = /^\*?from:\*?\s+\S/i;
const HEADER_NEXT = /^\*?(?:sent|date|to|subject|cc):\*?\s/i;
// A signature: the "-- " delimiter, a phone's line, or (on the lines after the text) a sign-off.
const SIG_DELIMITER = /^--\s?$/;
const SENT_FROM = /^sent (?:from|via) (?:my |the )?\S/i;
const SIGN_OFF =
  /^(?:(?:best|kind|warm|warmest|many thanks(?: and)?|with)?\s*regards|best(?: wishes)?|all the best|sincerely(?: yours)?|yours (?:sincerely|truly|faithfully)|respectfully|cheers|thanks(?: again)?(?: so much)?|thank you(?: again)?|many thanks|warmly|take care)\s*[,!.]?\s*$/i;
// The legal tail many recruiting e-mails carry.
const DISCLAIMER =
  /^(?:confidentiality notice|this (?:e-?mail|message) (?:and any attachments )?(?:is|may be) confidential|if you are not the intended recipient)/i;

/**
 * Splits a message's text into the part written for it, its signature and the quoted history of
 * earlier messages ("> " lines, "On … wrote:", Outlook's header block, forwarded banners). The
 * classifier reads only the body; matching reads body and signature (a company's name is often
 * only in the signature).
 */
export function splitText(text: string): TextParts {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    const joined = `${line} ${(lines[i + 1] ?? '').trim()}`.trim();
    if (
      BANNER.test(line) ||
      ATTRIBUTION.test(line) ||
      (/^on\s/i.test(line) && !/wrote\s*:/i.test(line) && ATTRIBUTION.test(joined)) ||
      (HEADER_FROM.test(line) && lines.slice(i + 1, i + 5).some((l) => HEADER_NEXT.test(l.trim())))
    ) {
      end = i;
      break;
    }
    // A run of "> " lines after the text starts the history too (top-posted replies).
    if (
      line.startsWith('>') &&
      lines.slice(i, i + 3).every((l) => l.trim().startsWith('>') || l.trim() === '')
    ) {
      end = i;
      break;
    }
  }
  const quoted = lines.slice(end).join('\n').trim();
  // Stray quoted lines above the history (interleaved replies) are not the sender's words either.
  const own = lines.slice(0, end).filter((l) => !l.trim().startsWith('>'));

  let sigStart = own.length;
  for (let i = 0; i < own.length; i++) {
    const line = (own[i] ?? '').trim();
    if (SIG_DELIMITER.test(own[i] ?? '') || SENT_FROM.test(line) || DISCLAIMER.test(line)) {
      sigStart = i;
      break;
    }
    // A sign-off counts once something was written before it, and little follows it (a name, a
    // title, a company, a phone number: short lines).
    if (SIGN_OFF.test(line) && i > 0) {
      const rest = own.slice(i + 1).filter((l) => l.trim() !== '');
      if (rest.length <= 8 && rest.every((l) => l.trim().length <= 90)) {
        sigStart = i;
        break;
      }
    }
  }
  const tidy = (part: string[]): string =>
    part
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  return { body: tidy(own.slice(0, sigStart)), signature: tidy(own.slice(sigStart)), quoted };
}
