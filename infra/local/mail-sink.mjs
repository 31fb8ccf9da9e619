#!/usr/bin/env node
// @ts-check
// Local SMTP sink with a web inbox. Accepts every message (no TLS; AUTH optional and any
// credentials are accepted), stores it as raw .eml plus parsed .json, and shows it. With
// --twilio-url, the inbox also shows the texts the Twilio stand-in recorded and has a form that
// texts the HireRelay number (the stand-in signs and posts it to the gateway as Twilio would).
// With --reply-smtp, it has a form that e-mails a reply address: the message goes over SMTP to
// notifications' inbound listener (INBOUND_SMTP_PORT), as a sender's mail server would deliver it,
// and the listener's answer (accepted, or its refusal such as `550 No such user here`) is shown.
//
//   node infra/local/mail-sink.mjs --dir .data/mail [--smtp-port 1025] [--inbox-port 8025]
//        [--twilio-url http://127.0.0.1:12112] [--reply-smtp 127.0.0.1:2525]
//
// HTTP (127.0.0.1:inbox-port):
//   GET    /                       HTML list, newest first (texts beside e-mails)
//   POST   /texts                  the form: From, Body → a text to the HireRelay number, the reply shown
//   POST   /replies                the form: From, To (a reply address), Subject, Body, In-Reply-To →
//                                  an e-mail to the inbound listener, its answer shown
//   GET    /api/replies            JSON list of the e-mails that form sent, newest first
//   GET    /messages/:id           HTML view (text with clickable links, HTML in a sandboxed iframe)
//   GET    /messages/:id/raw       the raw message
//   GET    /api/messages?to=ADDR   JSON list, newest first (to matches To, Cc or envelope recipients)
//   GET    /api/messages/:id       JSON message
//   DELETE /api/messages           delete all
//   DELETE /api/messages/:id       delete one
//   GET    /healthz                "ok"

import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import PostalMime from 'postal-mime';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { exitOnSignals } from './lib/program.mjs';

const { values } = parseArgs({
  options: {
    'smtp-port': { type: 'string', default: '1025' },
    'inbox-port': { type: 'string', default: '8025' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string' },
    'pid-file': { type: 'string' },
    'twilio-url': { type: 'string' },
    'reply-smtp': { type: 'string' },
  },
});
const twilioUrl = values['twilio-url']?.replace(/\/+$/, '') ?? null;
const replySmtp = values['reply-smtp'] ? parseHostPort(values['reply-smtp']) : null;
if (!values.dir || (values['reply-smtp'] && !replySmtp)) {
  console.error(
    'usage: mail-sink.mjs --dir DIR [--smtp-port 1025] [--inbox-port 8025] [--pid-file FILE] [--twilio-url URL] [--reply-smtp HOST:PORT]',
  );
  process.exit(2);
}
const dir = values.dir;
const host = values.host ?? '127.0.0.1';
mkdirSync(dir, { recursive: true });

/**
 * @typedef {{
 *   id: string, messageId: string | null,
 *   from: string, fromName: string, to: string[], cc: string[],
 *   envelope: { from: string, to: string[] },
 *   subject: string, text: string, html: string | null,
 *   date: string, receivedAt: string, size: number,
 *   attachments: { filename: string | null, mimeType: string, size: number }[]
 * }} StoredMessage
 */

/** @type {StoredMessage[]} newest first */
let messages = [];
for (const file of readdirSync(dir)) {
  if (!file.endsWith('.json')) continue;
  try {
    messages.push(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  } catch (err) {
    console.error(`skipping unreadable ${file}: ${err}`);
  }
}
const newestFirst = (/** @type {StoredMessage} */ a, /** @type {StoredMessage} */ b) =>
  a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
messages.sort(newestFirst);

/**
 * `host:port` (`[::1]:2525` for an IPv6 host) → its parts; null when it is not one.
 * @param {string} value
 */
function parseHostPort(value) {
  const m = /^(?:\[([^\]]+)\]|([^:\s]+)):(\d{1,5})$/.exec(value.trim());
  const port = Number(m?.[3]);
  if (!m || !(port >= 1 && port <= 65_535)) return null;
  return { host: /** @type {string} */ (m[1] ?? m[2]), port };
}

/**
 * An e-mail the reply form sent, and what the inbound listener answered.
 * @typedef {{
 *   id: string, sentAt: string, fromName: string, from: string, to: string, subject: string,
 *   text: string, inReplyTo: string | null, messageId: string | null,
 *   outcome: 'accepted' | 'refused' | 'failed', response: string
 * }} SentReply
 */

/** The reply form's e-mails (one JSON file each in DIR/sent-replies), newest first. */
const sentDir = path.join(dir, 'sent-replies');
mkdirSync(sentDir, { recursive: true });
/** @type {SentReply[]} */
const sentReplies = [];
for (const file of readdirSync(sentDir)) {
  if (!file.endsWith('.json')) continue;
  try {
    sentReplies.push(JSON.parse(readFileSync(path.join(sentDir, file), 'utf8')));
  } catch (err) {
    console.error(`skipping unreadable sent-replies/${file}: ${err}`);
  }
}
sentReplies.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

let lastStamp = 0;
function newId() {
  // Sortable by arrival: milliseconds (strictly increasing) then random.
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return `${String(lastStamp).padStart(14, '0')}-${randomBytes(4).toString('hex')}`;
}

/**
 * @param {import('postal-mime').Address[] | import('postal-mime').Address | undefined} list
 * @returns {{ name: string, address: string }[]}
 */
function flatten(list) {
  if (!list) return [];
  const arr = Array.isArray(list) ? list : [list];
  return arr.flatMap((a) => (a.group ? a.group : [a])).filter((a) => a.address);
}

/**
 * @param {Buffer} raw
 * @param {{ mailFrom: string, rcptTo: string[] }} envelope
 * @returns {Promise<StoredMessage>}
 */
async function store(raw, envelope) {
  const parsed = await PostalMime.parse(raw);
  const receivedAt = new Date();
  const id = newId();
  const from = flatten(parsed.from)[0];
  let date = receivedAt.toISOString();
  if (parsed.date && !Number.isNaN(Date.parse(parsed.date))) date = new Date(parsed.date).toISOString();
  /** @type {StoredMessage} */
  const message = {
    id,
    messageId: parsed.messageId ?? null,
    from: from?.address ?? envelope.mailFrom,
    fromName: from?.name ?? '',
    to: flatten(parsed.to).map((a) => a.address),
    cc: flatten(parsed.cc).map((a) => a.address),
    envelope: { from: envelope.mailFrom, to: envelope.rcptTo },
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html ?? null,
    date,
    receivedAt: receivedAt.toISOString(),
    size: raw.length,
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename,
      mimeType: a.mimeType,
      size: typeof a.content === 'string' ? a.content.length : a.content.byteLength,
    })),
  };
  await writeFile(path.join(dir, `${id}.eml`), raw);
  await writeFile(path.join(dir, `${id}.json`), JSON.stringify(message, null, 2));
  messages.unshift(message);
  messages.sort(newestFirst);
  return message;
}

const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  allowInsecureAuth: true,
  disableReverseLookup: true,
  size: 50 * 1024 * 1024,
  logger: false,
  banner: 'HireRelay local mail sink',
  onAuth(auth, _session, callback) {
    callback(null, { user: auth.username ?? 'anyone' });
  },
  onData(stream, session, callback) {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('error', (err) => callback(err));
    stream.on('end', () => {
      const envelope = {
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        rcptTo: session.envelope.rcptTo.map((r) => r.address),
      };
      store(Buffer.concat(chunks), envelope).then(
        (m) => {
          console.log(
            `${m.receivedAt} stored ${m.id}: "${m.subject}" from ${m.from} to ${envelope.rcptTo.join(', ')}`,
          );
          callback(null, `Stored as ${m.id}`);
        },
        (err) => {
          console.error(`could not store a message: ${err?.stack ?? err}`);
          callback(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
  },
});
smtp.on('error', (err) => console.error(`smtp error: ${err.message}`));

// ---------------------------------------------------------------- HTML inbox

/** @param {unknown} s */
function esc(s) {
  return String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escape text and turn http(s) URLs into links. @param {string} text */
function linkify(text) {
  return esc(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => {
    // Leave sentence punctuation outside the link.
    const m = /^(.*?)([.,;:!?)\]]*)$/.exec(url);
    const href = m?.[1] ?? url;
    const rest = m?.[2] ?? '';
    return `<a href="${href}" target="_blank" rel="noopener">${href}</a>${rest}`;
  });
}

/** URLs found in an HTML body's href attributes. @param {string} html */
function htmlLinks(html) {
  const found = new Set();
  for (const m of html.matchAll(/href\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const url = (m[2] ?? m[3] ?? '').replace(/&amp;/g, '&');
    if (/^https?:\/\//i.test(url)) found.add(url);
  }
  return [...found];
}

/** @param {string} iso */
function when(iso) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-GB', { hour12: false });
}

const STYLE = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #1c2430; background: #f5f6f8; }
  header { background: #1f3a5f; color: #fff; padding: 12px 24px; display: flex; align-items: center; gap: 16px; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  header .spacer { flex: 1; }
  main { padding: 16px 24px; max-width: 1100px; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e3e6ea; vertical-align: top; }
  th { background: #eef1f5; font-weight: 600; }
  tr:hover td { background: #f0f6ff; }
  td a { color: #0b57d0; text-decoration: none; }
  .muted { color: #667085; }
  .meta { background: #fff; padding: 12px 16px; border: 1px solid #e3e6ea; }
  .meta div { margin: 2px 0; }
  pre.text { white-space: pre-wrap; word-break: break-word; background: #fff; padding: 16px; border: 1px solid #e3e6ea; font: 14px/1.5 ui-monospace, monospace; }
  iframe { width: 100%; height: 520px; border: 1px solid #e3e6ea; background: #fff; }
  button { font: inherit; padding: 4px 12px; cursor: pointer; }
  h2 { font-size: 18px; margin: 20px 0 8px; }
  ul.links a { word-break: break-all; }
  pre.sms { white-space: pre-wrap; word-break: break-word; margin: 0; font: inherit; }
  form.meta div { margin: 6px 0; }
  form input, form textarea { font: inherit; padding: 2px 6px; }
  form textarea { display: block; width: min(100%, 640px); margin-top: 2px; }
  .refused { color: #b42318; font-weight: 600; }
  .accepted { color: #067647; font-weight: 600; }
`;

/** @param {string} title @param {string} body @param {string} [head] */
function page(title, body, head = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${head}<style>${STYLE}</style></head>
<body><header><a href="/">HireRelay local inbox</a><span class="spacer"></span>
<span class="muted" style="color:#c9d6ea">SMTP 127.0.0.1:${esc(values['smtp-port'])}${
    replySmtp ? ` · replies to ${esc(replySmtp.host)}:${esc(replySmtp.port)}` : ''
  }</span>
<button onclick="if(confirm('Delete all messages?'))fetch('/api/messages',{method:'DELETE'}).then(()=>location.href='/')">Delete all</button>
</header><main>${body}</main></body></html>`;
}

/**
 * @typedef {{ sid: string, direction: string, from: string, to: string, body: string,
 *   dateCreated: string, numSegments: number }} Text
 */

/** The texts the Twilio stand-in recorded, newest first (none when it is not there). */
async function listTexts() {
  if (!twilioUrl) return /** @type {Text[]} */ ([]);
  try {
    const res = await fetch(`${twilioUrl}/_emulator/messages`, { signal: AbortSignal.timeout(3_000) });
    const { messages: texts } = /** @type {{ messages: Text[] }} */ (await res.json());
    return texts.reverse();
  } catch {
    return /** @type {Text[]} */ ([]);
  }
}

const DIRECTION = /** @type {Record<string, string>} */ ({
  inbound: 'to HireRelay',
  'outbound-api': 'sent',
  'outbound-reply': 'reply',
});

/** @param {Text[]} texts @param {{ from?: string, body?: string }} [form] */
function textsSection(texts, form = {}) {
  if (!twilioUrl) return '';
  const rows = texts
    .map(
      (t) => `<tr>
  <td>${esc(t.from)}</td>
  <td>${esc(t.to)}</td>
  <td><pre class="sms">${linkify(t.body)}</pre></td>
  <td class="muted">${esc(DIRECTION[t.direction] ?? t.direction)}, ${esc(t.numSegments)} segment(s)</td>
  <td class="muted">${esc(when(t.dateCreated))}</td>
</tr>`,
    )
    .join('\n');
  return `<h2>Texts</h2>
<form method="post" action="/texts" class="meta">
  <b>Send a text to the HireRelay number</b>
  <div><label>From number (E.164, your verified phone) <input name="from" required pattern="\\+[1-9][0-9]{6,14}" placeholder="+15551234567" value="${esc(form.from ?? '')}"></label></div>
  <div><label>Message <input name="body" required size="60" placeholder="https://… a job link, STOP, START or HELP" value="${esc(form.body ?? '')}"></label></div>
  <div><button type="submit">Send text</button> <span class="muted">Signed with the local auth token and posted to the gateway's webhook, as Twilio would.</span></div>
</form>
${
  texts.length
    ? `<table><thead><tr><th>From</th><th>To</th><th>Text</th><th></th><th>Time</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="muted">No texts yet.</p>'
}`;
}

/** @param {Text[]} texts */
function listPage(texts) {
  const rows = messages
    .map(
      (m) => `<tr>
  <td>${esc(m.fromName ? `${m.fromName} <${m.from}>` : m.from)}</td>
  <td>${esc([...m.to, ...m.cc].join(', ') || m.envelope.to.join(', '))}</td>
  <td><a href="/messages/${esc(m.id)}">${esc(m.subject || '(no subject)')}</a></td>
  <td class="muted" title="${esc(m.date)}">${esc(when(m.receivedAt))}</td>
</tr>`,
    )
    .join('\n');
  const body = messages.length
    ? `<table><thead><tr><th>From</th><th>To</th><th>Subject</th><th>Received</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p class="muted">No messages yet. Anything sent to SMTP 127.0.0.1:${esc(values['smtp-port'])} shows up here.</p>`;
  // Refresh the list every few seconds so new mail shows up by itself (not while typing a text).
  // With a form on the page, only while nothing is being typed into any of them.
  const forms = Boolean(twilioUrl || replySmtp);
  const refresh = forms
    ? `<script>setInterval(() => {
  const typing = [...document.querySelectorAll('form')].some((form) => form.contains(document.activeElement) || [...form.querySelectorAll('input, textarea')].some((i) => i.value));
  if (!typing) location.reload();
}, 5000);</script>`
    : '<meta http-equiv="refresh" content="5">';
  return page(
    `Inbox (${messages.length})`,
    `${forms ? '<h2>E-mails</h2>' : ''}${body}${repliesSection()}${textsSection(texts)}`,
    refresh,
  );
}

const OUTCOME = /** @type {Record<SentReply['outcome'], string>} */ ({
  accepted: 'accepted',
  refused: 'refused',
  failed: 'not delivered',
});

/**
 * The form that e-mails a reply address, and the e-mails it sent (none without --reply-smtp).
 * @param {{ fromName?: string, from?: string, to?: string }} [form] what to fill the form with
 */
function repliesSection(form = {}) {
  if (!replySmtp) return '';
  const where = `${replySmtp.host}:${replySmtp.port}`;
  const rows = sentReplies
    .map(
      (r) => `<tr>
  <td>${esc(r.fromName ? `${r.fromName} <${r.from}>` : r.from)}</td>
  <td>${esc(r.to)}</td>
  <td>${esc(r.subject || '(no subject)')}${r.inReplyTo ? `<div class="muted">In-Reply-To ${esc(r.inReplyTo)}</div>` : ''}</td>
  <td><span class="${r.outcome === 'accepted' ? 'accepted' : 'refused'}">${esc(OUTCOME[r.outcome])}</span> <span class="muted">${esc(r.response)}</span></td>
  <td class="muted">${esc(when(r.sentAt))}</td>
</tr>`,
    )
    .join('\n');
  return `<h2>E-mails to reply addresses</h2>
<form method="post" action="/replies" class="meta">
  <b>Send an e-mail to a reply address</b>
  <div><label>From name <input name="fromName" autocomplete="off" placeholder="Dana Recruiter" value="${esc(form.fromName ?? '')}"></label>
    <label>From address <input name="from" type="email" required placeholder="dana@acme.example" value="${esc(form.from ?? '')}"></label></div>
  <div><label>To (a reply address, from Settings) <input name="to" type="email" required size="40" placeholder="abcdefghijklmnop@reply.hirerelay.local" value="${esc(form.to ?? '')}"></label></div>
  <div><label>Subject <input name="subject" size="60" placeholder="Re: Your application for Senior Engineer"></label></div>
  <div><label for="reply-body">Body</label><textarea id="reply-body" name="body" rows="6" placeholder="Thanks for applying. Could we schedule an interview next week?"></textarea></div>
  <div><label>In-Reply-To (optional, the Message-ID of the application e-mail) <input name="inReplyTo" size="50" placeholder="&lt;id@hirerelay.local&gt;"></label></div>
  <div><button type="submit">Send e-mail</button> <span class="muted">Delivered over SMTP to notifications' inbound listener on ${esc(where)}, as the sender's mail server would.</span></div>
</form>
${
  sentReplies.length
    ? `<table><thead><tr><th>From</th><th>To</th><th>Subject</th><th>Answer</th><th>Sent</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="muted">No e-mails sent to reply addresses yet.</p>'
}`;
}

/** One header line: no line breaks (they would start another header). @param {unknown} value */
const oneLine = (value) =>
  String(value ?? '')
    .replace(/[\r\n]+/g, ' ')
    .trim();

/**
 * The form's e-mail: sent over SMTP to the inbound listener, whose answer is shown and kept.
 * @param {string} raw the form body
 */
async function sendReply(raw) {
  const form = Object.fromEntries(new URLSearchParams(raw));
  const fromName = oneLine(form.fromName);
  const from = oneLine(form.from);
  const to = oneLine(form.to);
  const subject = oneLine(form.subject);
  const text = String(form.body ?? '').replace(/\r\n?/g, '\n');
  const inReplyTo = oneLine(form.inReplyTo) || null;
  const address = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;
  let result;
  if (!address.test(from) || !address.test(to)) {
    result = `<p role="status"><b>Not sent:</b> ${esc(!address.test(from) ? 'the From address' : 'the To address')} is not an e-mail address.</p>`;
  } else {
    const target = /** @type {{ host: string, port: number }} */ (replySmtp);
    const transport = nodemailer.createTransport({
      host: target.host,
      port: target.port,
      secure: false,
      // Plain SMTP, as to the local listener (which offers no STARTTLS without certificates).
      ignoreTLS: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    /** @type {SentReply} */
    const sent = {
      id: newId(),
      sentAt: new Date().toISOString(),
      fromName,
      from,
      to,
      subject,
      text,
      inReplyTo,
      messageId: null,
      outcome: 'failed',
      response: '',
    };
    try {
      const info = await transport.sendMail({
        from: fromName ? { name: fromName, address: from } : from,
        to,
        subject,
        text,
        ...(inReplyTo ? { inReplyTo, references: inReplyTo } : {}),
      });
      sent.messageId = info.messageId ?? null;
      sent.outcome = 'accepted';
      sent.response = String(info.response ?? '');
    } catch (err) {
      const e = /** @type {{ response?: string, responseCode?: number, message?: string }} */ (err);
      // A refusal is the listener's own reply line (`550 No such user here`); anything else
      // (nothing listening, a timeout) is the client's error.
      sent.outcome = e.responseCode ? 'refused' : 'failed';
      sent.response = e.responseCode ? String(e.response ?? e.responseCode) : String(e.message ?? err);
    } finally {
      transport.close();
    }
    sentReplies.unshift(sent);
    await writeFile(path.join(sentDir, `${sent.id}.json`), JSON.stringify(sent, null, 2));
    console.log(
      `${sent.sentAt} reply form: "${subject}" from ${from} to ${to}: ${sent.outcome} ${sent.response}`,
    );
    result =
      sent.outcome === 'accepted'
        ? `<div class="meta" role="status"><div><span class="accepted">Accepted</span> by ${esc(target.host)}:${esc(target.port)}: ${esc(sent.response)}</div>
<div class="muted">Message-ID ${esc(sent.messageId ?? '')}</div></div>`
        : `<div class="meta" role="status"><div><span class="refused">${sent.outcome === 'refused' ? 'Refused' : 'Not delivered'}</span> by ${esc(target.host)}:${esc(target.port)}: ${esc(sent.response)}</div>${
            sent.outcome === 'failed'
              ? '<div class="muted">Is notifications running with INBOUND_SMTP_PORT set?</div>'
              : ''
          }</div>`;
  }
  return page(
    'E-mail sent',
    `<p><a href="/">&larr; Inbox</a></p>${result}${repliesSection({ fromName, from, to })}`,
  );
}

/**
 * The form's text: sent through the stand-in, whose answer (the gateway's TwiML) is shown.
 * @param {string} raw the form body
 */
async function sendText(raw) {
  const form = Object.fromEntries(new URLSearchParams(raw));
  const from = String(form.from ?? '').trim();
  const body = String(form.body ?? '');
  let result;
  try {
    const res = await fetch(`${twilioUrl}/_emulator/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ From: from, Body: body }),
      signal: AbortSignal.timeout(20_000),
    });
    const answer = await res.json();
    result = res.ok
      ? `<div class="meta"><div><b>The gateway answered</b> ${esc(answer.status)} (${esc(answer.contentType ?? '')})</div>
<div><b>Replies texted back:</b> ${answer.replies.length ? answer.replies.map((r) => `<pre class="sms">${linkify(r)}</pre>`).join('') : '<span class="muted">none</span>'}</div>
<div><b>TwiML:</b><pre class="text">${esc(answer.twiml)}</pre></div></div>`
      : `<p><b>Not sent:</b> ${esc(answer.message ?? res.status)}</p>`;
  } catch (err) {
    result = `<p><b>Not sent:</b> ${esc(err instanceof Error ? err.message : err)}</p>`;
  }
  return page(
    'Text sent',
    `<p><a href="/">&larr; Inbox</a></p>${result}${textsSection(await listTexts(), { from })}`,
  );
}

/** @param {StoredMessage} m */
function messagePage(m) {
  const links = m.html ? htmlLinks(m.html) : [];
  const parts = [
    `<div class="meta">
  <div><b>Subject:</b> ${esc(m.subject || '(no subject)')}</div>
  <div><b>From:</b> ${esc(m.fromName ? `${m.fromName} <${m.from}>` : m.from)}</div>
  <div><b>To:</b> ${esc(m.to.join(', '))}</div>
  ${m.cc.length ? `<div><b>Cc:</b> ${esc(m.cc.join(', '))}</div>` : ''}
  <div><b>Envelope:</b> ${esc(m.envelope.from)} &rarr; ${esc(m.envelope.to.join(', '))}</div>
  <div><b>Date:</b> ${esc(when(m.date))}</div>
  ${m.attachments.length ? `<div><b>Attachments:</b> ${esc(m.attachments.map((a) => `${a.filename ?? '(unnamed)'} (${a.mimeType}, ${a.size} bytes)`).join(', '))}</div>` : ''}
  <div><a href="/messages/${esc(m.id)}/raw">Raw message</a> · <a href="/api/messages/${esc(m.id)}">JSON</a></div>
</div>`,
  ];
  if (m.text) parts.push(`<h2>Text</h2><pre class="text">${linkify(m.text)}</pre>`);
  if (m.html) {
    // Sandboxed: no scripts, no same-origin access; links open in a new tab.
    const doc = `<base target="_blank">${m.html}`;
    parts.push(
      `<h2>HTML</h2><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(doc)}"></iframe>`,
    );
    if (links.length)
      parts.push(
        `<h2>Links in the HTML</h2><ul class="links">${links
          .map((u) => `<li><a href="${esc(u)}" target="_blank" rel="noopener">${esc(u)}</a></li>`)
          .join('')}</ul>`,
      );
  }
  if (!m.text && !m.html) parts.push('<p class="muted">(empty body)</p>');
  return page(m.subject || '(no subject)', parts.join('\n'));
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} type
 * @param {string | Buffer} body
 */
function send(res, status, type, body) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} value */
function json(res, status, value) {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

/** @param {http.IncomingMessage} req @returns {Promise<string>} */
function readRequest(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > 16_384) req.destroy(new Error('form too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** @param {string} id */
async function remove(id) {
  await rm(path.join(dir, `${id}.eml`), { force: true });
  await rm(path.join(dir, `${id}.json`), { force: true });
}

const inbox = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const find = (/** @type {string | undefined} */ id) => messages.find((m) => m.id === id);

    if (method === 'GET' && url.pathname === '/healthz') return send(res, 200, 'text/plain', 'ok');
    if (method === 'GET' && url.pathname === '/')
      return send(res, 200, 'text/html; charset=utf-8', listPage(await listTexts()));
    if (method === 'POST' && url.pathname === '/texts' && twilioUrl) {
      // Only this page's own form: another site must not text the system through a local browser.
      const origin = req.headers.origin;
      if (origin && new URL(origin).host !== req.headers.host)
        return send(res, 403, 'text/plain', 'Forbidden');
      return send(res, 200, 'text/html; charset=utf-8', await sendText(await readRequest(req)));
    }
    if (method === 'POST' && url.pathname === '/replies' && replySmtp) {
      // Only this page's own form, as for texts.
      const origin = req.headers.origin;
      if (origin && new URL(origin).host !== req.headers.host)
        return send(res, 403, 'text/plain', 'Forbidden');
      return send(res, 200, 'text/html; charset=utf-8', await sendReply(await readRequest(req)));
    }
    if (method === 'GET' && url.pathname === '/api/replies') return json(res, 200, sentReplies);
    if (method === 'GET' && parts[0] === 'messages' && parts.length === 2) {
      const m = find(parts[1]);
      if (!m) return send(res, 404, 'text/html; charset=utf-8', page('Not found', '<p>No such message.</p>'));
      return send(res, 200, 'text/html; charset=utf-8', messagePage(m));
    }
    if (method === 'GET' && parts[0] === 'messages' && parts[2] === 'raw' && parts.length === 3) {
      const m = find(parts[1]);
      if (!m) return send(res, 404, 'text/plain', 'No such message');
      return send(res, 200, 'text/plain; charset=utf-8', readFileSync(path.join(dir, `${m.id}.eml`)));
    }
    if (parts[0] === 'api' && parts[1] === 'messages') {
      if (parts.length === 2 && method === 'GET') {
        const to = url.searchParams.get('to')?.trim().toLowerCase();
        const limit = Number(url.searchParams.get('limit') ?? 0);
        let list = to
          ? messages.filter((m) => [...m.to, ...m.cc, ...m.envelope.to].some((a) => a.toLowerCase() === to))
          : messages;
        if (limit > 0) list = list.slice(0, limit);
        return json(res, 200, list);
      }
      if (parts.length === 2 && method === 'DELETE') {
        const all = messages;
        messages = [];
        await Promise.all(all.map((m) => remove(m.id)));
        return json(res, 200, { deleted: all.length });
      }
      if (parts.length === 3 && method === 'GET') {
        const m = find(parts[2]);
        return m ? json(res, 200, m) : json(res, 404, { error: 'not found' });
      }
      if (parts.length === 3 && method === 'DELETE') {
        const m = find(parts[2]);
        if (!m) return json(res, 404, { error: 'not found' });
        messages = messages.filter((x) => x !== m);
        await remove(m.id);
        return json(res, 200, { deleted: 1 });
      }
    }
    return send(res, 404, 'text/plain', 'Not found');
  } catch (err) {
    console.error(`inbox error: ${err instanceof Error ? err.stack : err}`);
    if (!res.headersSent) send(res, 500, 'text/plain', 'Internal error');
    else res.end();
  }
});

/**
 * @param {{ listen: (port: number, host: string, cb: () => void) => unknown, once: (e: string, cb: (err: Error) => void) => unknown }} server
 * @param {number} port
 */
function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
}

await listen(smtp, Number(values['smtp-port']));
await listen(inbox, Number(values['inbox-port']));
if (values['pid-file']) writeFileSync(values['pid-file'], `${process.pid}\n`);
console.log(
  `${new Date().toISOString()} mail sink: SMTP ${host}:${values['smtp-port']}, inbox http://${host}:${values['inbox-port']} (folder ${dir}, ${messages.length} stored)${
    replySmtp ? `; its reply form sends to ${replySmtp.host}:${replySmtp.port}` : ''
  }`,
);

exitOnSignals(() => {
  inbox.close();
  inbox.closeAllConnections();
  return new Promise((resolve) => smtp.close(() => resolve(undefined)));
});
