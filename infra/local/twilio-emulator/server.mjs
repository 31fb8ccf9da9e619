// @ts-check
// The local Twilio stand-in's HTTP server: the Messages resource the official `twilio` SDK calls
// (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json` with basic auth, Twilio's message
// resource and error shapes), and a control API under /_emulator for tests and the local inbox:
// the messages it recorded, which webhook a number's incoming texts go to, and "a phone texts
// the number" (signed and posted as Twilio does, the TwiML reply recorded as the texts it sends).
// `createTwilioEmulator` builds it without listening, so tests can run it in-process.

import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { answerRequests, readBody, requestTarget, sendJson, sendText } from '../lib/http.mjs';
import { twilioSignature } from './signature.mjs';

const API_VERSION = '2010-04-01';
const MAX_BODY = 64 * 1024;
/** Twilio's limit for one message body (characters). */
const MAX_MESSAGE_LENGTH = 1600;
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * @typedef {{
 *   sid: string, direction: 'outbound-api' | 'inbound' | 'outbound-reply', from: string, to: string,
 *   body: string, status: string, numSegments: number, dateCreated: string,
 * }} RecordedMessage
 * @typedef {{ phoneNumber: string, smsUrl: string, deliverTo: string }} NumberWebhook
 */

/** A Twilio REST error: `{ code, message, more_info, status }` with Twilio's error codes. */
export class TwilioError extends Error {
  /** @param {number} status @param {number} code @param {string} message */
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }

  toJSON() {
    return {
      code: this.code,
      message: this.message,
      more_info: `https://www.twilio.com/docs/errors/${this.code}`,
      status: this.status,
    };
  }
}

/** Characters of the GSM 03.38 basic set (a body made only of these is 160 per segment). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

/**
 * How many SMS segments a body takes, as carriers count them: GSM-7 (160 characters alone,
 * 153 per part; the extension characters count twice) or else UCS-2 (70 alone, 67 per part).
 * @param {string} body
 */
export function segmentCount(body) {
  const chars = [...body];
  const gsm = chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c));
  const units = gsm ? chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0) : body.length; // UTF-16 code units: an emoji takes two
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return units <= single ? 1 : Math.ceil(units / part);
}

/** Twilio's dates: RFC 2822 with a numeric zone. @param {Date} d */
const rfc2822 = (d) => d.toUTCString().replace('GMT', '+0000');

/** @param {string} prefix */
const newSid = (prefix) => `${prefix}${randomBytes(16).toString('hex')}`;

/** The `<Message>` texts of a TwiML answer (the replies Twilio would send). @param {string} twiml */
export function twimlMessages(twiml) {
  const unescape = (/** @type {string} */ s) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...twiml.matchAll(/<Message(?:\s[^>]*)?>([\s\S]*?)<\/Message>/g)].map((m) => {
    const inner = m[1] ?? '';
    const body = /<Body(?:\s[^>]*)?>([\s\S]*?)<\/Body>/.exec(inner);
    return unescape(body ? (body[1] ?? '') : inner);
  });
}

/**
 * @param {{ accountSid: string, authToken: string, dataFile?: string | null,
 *   log?: (line: string) => void }} opts
 */
export function createTwilioEmulator(opts) {
  const log = opts.log ?? (() => {});
  const { accountSid, authToken } = opts;
  /** @type {{ messages: RecordedMessage[], numbers: NumberWebhook[] }} */
  let state = { messages: [], numbers: [] };
  if (opts.dataFile) {
    try {
      state = JSON.parse(readFileSync(opts.dataFile, 'utf8'));
    } catch {
      // No state yet (or unreadable): start empty.
    }
  }
  const save = () => {
    if (opts.dataFile) writeFileSync(opts.dataFile, JSON.stringify(state));
  };

  /** @param {Omit<RecordedMessage, 'sid' | 'numSegments' | 'dateCreated'> & { sid?: string }} m */
  const record = (m) => {
    /** @type {RecordedMessage} */
    const message = {
      ...m,
      sid: m.sid ?? newSid('SM'),
      numSegments: segmentCount(m.body),
      dateCreated: new Date().toISOString(),
    };
    state.messages.push(message);
    save();
    return message;
  };

  /** The message resource as Twilio's API answers it. @param {RecordedMessage} m */
  const resource = (m) => {
    const created = rfc2822(new Date(m.dateCreated));
    const uri = `/${API_VERSION}/Accounts/${accountSid}/Messages/${m.sid}.json`;
    return {
      account_sid: accountSid,
      api_version: API_VERSION,
      body: m.body,
      date_created: created,
      date_sent: null,
      date_updated: created,
      direction: m.direction === 'inbound' ? 'inbound' : 'outbound-api',
      error_code: null,
      error_message: null,
      from: m.from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: String(m.numSegments),
      price: null,
      price_unit: 'USD',
      sid: m.sid,
      status: m.status,
      subresource_uris: { media: uri.replace(/\.json$/, '/Media.json') },
      to: m.to,
      uri,
    };
  };

  /** Basic auth with the account SID and auth token, for the account in the path. */
  const authenticate = (/** @type {http.IncomingMessage} */ req, /** @type {string} */ pathSid) => {
    const header = req.headers.authorization ?? '';
    const decoded = header.startsWith('Basic ')
      ? Buffer.from(header.slice(6), 'base64').toString('utf8')
      : '';
    const colon = decoded.indexOf(':');
    const [user, password] = colon < 0 ? ['', ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
    if (user !== accountSid || password !== authToken) throw new TwilioError(401, 20003, 'Authenticate');
    if (pathSid !== accountSid)
      throw new TwilioError(
        404,
        20404,
        `The requested resource /${API_VERSION}/Accounts/${pathSid} was not found`,
      );
  };

  /** @param {URLSearchParams} form */
  const createMessage = (form) => {
    const to = form.get('To');
    const from = form.get('From');
    const body = form.get('Body');
    if (!to) throw new TwilioError(400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to)) throw new TwilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`);
    if (!from && !form.get('MessagingServiceSid'))
      throw new TwilioError(400, 21603, "A 'From' phone number is required.");
    if (from && !E164.test(from)) throw new TwilioError(400, 21212, `Invalid From Number: ${from}`);
    if (!body && !form.get('MediaUrl')) throw new TwilioError(400, 21602, 'Message body is required.');
    if ((body ?? '').length > MAX_MESSAGE_LENGTH)
      throw new TwilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    const message = record({
      direction: 'outbound-api',
      from: from ?? '',
      to,
      body: body ?? '',
      status: 'queued',
    });
    log(`text ${message.sid} from ${message.from} to ${message.to} (${message.numSegments} segment(s))`);
    return message;
  };

  /**
   * A phone texts one of the numbers: the webhook Twilio would post, signed with the auth token
   * over the number's public webhook URL, posted to where that URL is served; the TwiML's
   * `<Message>`s are recorded as the replies Twilio would text back.
   * @param {{ From?: unknown, To?: unknown, Body?: unknown }} input
   */
  const deliverInbound = async (input) => {
    const from = typeof input.From === 'string' ? input.From.trim() : '';
    const body = typeof input.Body === 'string' ? input.Body : '';
    if (!E164.test(from)) throw new TwilioError(400, 21212, `Invalid From Number: ${from}`);
    const to = typeof input.To === 'string' && input.To ? input.To : state.numbers[0]?.phoneNumber;
    const number = state.numbers.find((n) => n.phoneNumber === to);
    if (!number)
      throw new TwilioError(404, 21606, `No webhook is configured for ${to ?? 'any number'} on the stand-in`);
    const inbound = record({ direction: 'inbound', from, to: number.phoneNumber, body, status: 'received' });
    /** @type {Record<string, string>} */
    const params = {
      AccountSid: accountSid,
      ApiVersion: API_VERSION,
      Body: body,
      From: from,
      MessageSid: inbound.sid,
      NumMedia: '0',
      NumSegments: String(inbound.numSegments),
      SmsMessageSid: inbound.sid,
      SmsSid: inbound.sid,
      SmsStatus: 'received',
      To: number.phoneNumber,
    };
    const response = await fetch(number.deliverTo, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(authToken, number.smsUrl, params),
        'user-agent': 'TwilioProxy/1.1',
      },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = await response.text();
    const replies = response.ok ? twimlMessages(answer) : [];
    for (const reply of replies)
      record({
        direction: 'outbound-reply',
        from: number.phoneNumber,
        to: from,
        body: reply,
        status: 'sent',
      });
    log(
      `inbound ${inbound.sid} from ${from}: webhook answered ${response.status}, ${replies.length} reply(ies)`,
    );
    return {
      messageSid: inbound.sid,
      status: response.status,
      contentType: response.headers.get('content-type'),
      twiml: answer,
      replies,
    };
  };

  const server = http.createServer(
    answerRequests(handle, {
      log,
      internalError: new TwilioError(500, 20500, 'Internal Server Error').toJSON(),
      knownError: (err) => (err instanceof TwilioError ? { status: err.status, body: err.toJSON() } : null),
    }),
  );

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
    const { url, method, path } = requestTarget(req);
    const raw = await readBody(req, MAX_BODY, () => new TwilioError(413, 20001, 'Request body too large'));

    if (path === '/healthz') return sendText(res, 200, 'ok');
    if (path === '/')
      return sendText(
        res,
        200,
        'Local Twilio stand-in (no real texts). API at /2010-04-01, control API at /_emulator.',
      );

    const api = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages(?:\/([^/]+))?\.json$/.exec(path);
    if (api) {
      authenticate(req, decodeURIComponent(api[1] ?? ''));
      if (!api[2] && method === 'POST')
        return sendJson(res, 201, resource(createMessage(new URLSearchParams(raw))));
      if (!api[2] && method === 'GET') {
        const to = url.searchParams.get('To');
        const list = state.messages
          .filter((m) => !to || m.to === to)
          .map(resource)
          .reverse();
        return sendJson(res, 200, { messages: list, page: 0, page_size: list.length, uri: path });
      }
      const found = state.messages.find((m) => m.sid === api[2]);
      if (api[2] && method === 'GET' && found) return sendJson(res, 200, resource(found));
      throw new TwilioError(404, 20404, `The requested resource ${path} was not found`);
    }

    if (path === '/_emulator/messages' && method === 'GET') {
      const to = url.searchParams.get('to');
      const from = url.searchParams.get('from');
      const messages = state.messages.filter((m) => (!to || m.to === to) && (!from || m.from === from));
      return sendJson(res, 200, { messages });
    }
    if (path === '/_emulator/messages' && method === 'DELETE') {
      const deleted = state.messages.length;
      state.messages = [];
      save();
      return sendJson(res, 200, { deleted });
    }
    if (path === '/_emulator/phone-numbers' && method === 'GET')
      return sendJson(res, 200, { numbers: state.numbers });
    if (path === '/_emulator/phone-numbers' && method === 'POST') {
      const input = parseJson(raw);
      const phoneNumber = String(input.phoneNumber ?? '');
      const smsUrl = String(input.smsUrl ?? '');
      const deliverTo = String(input.deliverTo ?? smsUrl);
      if (!E164.test(phoneNumber)) throw new TwilioError(400, 21421, 'PhoneNumber is invalid');
      if (!isHttpUrl(smsUrl) || !isHttpUrl(deliverTo))
        throw new TwilioError(400, 21502, 'SmsUrl is not valid');
      const entry = { phoneNumber, smsUrl, deliverTo };
      state.numbers = [...state.numbers.filter((n) => n.phoneNumber !== phoneNumber), entry];
      save();
      return sendJson(res, 200, entry);
    }
    if (path === '/_emulator/phone-numbers' && method === 'DELETE') {
      // Only the registration that still points where the caller says (a later system may own it).
      const phoneNumber = url.searchParams.get('phoneNumber');
      const deliverTo = url.searchParams.get('deliverTo');
      const before = state.numbers.length;
      state.numbers = state.numbers.filter(
        (n) => !(n.phoneNumber === phoneNumber && n.deliverTo === deliverTo),
      );
      save();
      return sendJson(res, 200, { deleted: before - state.numbers.length });
    }
    if (path === '/_emulator/inbound' && method === 'POST') {
      const type = req.headers['content-type'] ?? '';
      const input = type.includes('application/json')
        ? parseJson(raw)
        : Object.fromEntries(new URLSearchParams(raw));
      return sendJson(res, 200, await deliverInbound(input));
    }
    throw new TwilioError(404, 20404, `The requested resource ${path} was not found`);
  }

  return {
    server,
    /** Closes the server and its connections. */
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

/** @param {string} value */
function isHttpUrl(value) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** @param {string} raw @returns {Record<string, unknown>} */
function parseJson(raw) {
  try {
    const value = JSON.parse(raw || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // fall through
  }
  throw new TwilioError(400, 20001, 'The request body must be a JSON object');
}
