// @ts-check
// The local stand-in of an OpenAI-compatible chat-completions API (the drafting model): answers
// `POST /v1/chat/completions` with a deterministic letter made from the prompt's facts, records
// every request it received (headers and body, for the drafting privacy test), and can be made
// slow, failing or nonsensical on demand (for the fallback tests) through a control API under
// /_emulator. `createModelEmulator` builds it without listening, so tests run it in-process.

import http from 'node:http';
import { answerRequests, readBody, requestTarget, sendJson, sendText } from '../lib/http.mjs';

/** The key the stand-in accepts (fixed, not a secret): `DRAFTING_API_KEY` when jobs uses it. */
export const LOCAL_DRAFTING_API_KEY = 'sk-local-drafting-stand-in';
/** The one model it offers: `DRAFTING_MODEL`. */
export const LOCAL_DRAFTING_MODEL = 'hirerelay-stand-in-1';

const MAX_BODY = 256 * 1024;
const MODES = ['ok', 'fail', 'slow', 'bad'];

/**
 * @typedef {{ at: string, method: string, path: string, headers: Record<string, string>, body: string }} RecordedRequest
 * @typedef {'ok' | 'fail' | 'slow' | 'bad'} Mode
 */

/**
 * The letter the stand-in writes: made only from the facts JSON in the last user message, so a
 * test can tell what the model was given.
 * @param {Array<{ role?: string, content?: string }>} messages
 */
export function standInLetter(messages) {
  const user = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  /** @type {any} */
  let facts = {};
  try {
    facts = JSON.parse(user.slice(user.indexOf('{')));
  } catch {
    // No facts: a letter without them.
  }
  const name = facts?.applicant?.fullName ?? null;
  const title = facts?.job?.title ?? 'the role';
  const company = facts?.job?.company ?? 'your company';
  /** @type {Array<{ label: string }>} */
  const matched = Array.isArray(facts?.fit?.matched) ? facts.fit.matched : [];
  const skills = matched.map((m) => m.label).slice(0, 3);
  const outreach = /recruiters/.test(system);
  if (outreach) {
    return [
      'Hello,',
      `I applied for ${title} at ${company} and wanted to introduce myself.${skills.length ? ` My work in ${skills.join(', ')} fits the role well.` : ''} Could we talk briefly this week?`,
      name ? `Thanks,\n${name}` : 'Thanks,',
    ].join('\n\n');
  }
  return [
    'Dear Hiring Manager,',
    `I am pleased to apply for ${title} at ${company}. (Written by the local model stand-in.)`,
    skills.length
      ? `My experience with ${skills.join(', ')} is what the posting asks for, and I have used it in production work.`
      : 'My experience matches what the posting asks for.',
    'Thank you for considering my application.',
    name ? `Sincerely,\n${name}` : 'Sincerely,',
  ].join('\n\n');
}

/**
 * @param {{ apiKey?: string, log?: (line: string) => void }} [options]
 */
export function createModelEmulator(options = {}) {
  const apiKey = options.apiKey ?? LOCAL_DRAFTING_API_KEY;
  const log = options.log ?? (() => {});
  /** @type {RecordedRequest[]} */
  const requests = [];
  /** @type {{ mode: Mode, delayMs: number }} */
  const behaviour = { mode: 'ok', delayMs: 30_000 };
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();

  const server = http.createServer(
    answerRequests(handle, { log, internalError: apiError('server_error', 'Internal error') }),
  );
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
    const { method, path } = requestTarget(req);
    const raw = await readBody(req, MAX_BODY, () => new Error('Request body too large'));

    if (path === '/healthz') return sendText(res, 200, 'ok');
    if (path === '/')
      return sendText(res, 200, 'Local OpenAI-compatible stand-in. API at /v1, control API at /_emulator.');

    if (path.startsWith('/v1/')) {
      /** @type {Record<string, string>} */
      const headers = {};
      for (const [key, value] of Object.entries(req.headers)) headers[key] = String(value);
      requests.push({ at: new Date().toISOString(), method, path, headers, body: raw });
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return sendJson(res, 401, apiError('invalid_api_key', 'Incorrect API key provided.'));
      }
      if (path === '/v1/models' && method === 'GET') {
        return sendJson(res, 200, {
          object: 'list',
          data: [{ id: LOCAL_DRAFTING_MODEL, object: 'model', owned_by: 'local' }],
        });
      }
      if (path === '/v1/chat/completions' && method === 'POST') return completion(raw, res);
      return sendJson(res, 404, apiError('not_found', `Unknown route ${method} ${path}`));
    }

    if (path === '/_emulator/requests' && method === 'GET') return sendJson(res, 200, { requests });
    if (path === '/_emulator/requests' && method === 'DELETE') {
      const deleted = requests.splice(0).length;
      return sendJson(res, 200, { deleted });
    }
    if (path === '/_emulator/mode' && method === 'GET') return sendJson(res, 200, behaviour);
    if (path === '/_emulator/mode' && method === 'POST') {
      /** @type {any} */
      let body = {};
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        return sendJson(res, 400, apiError('invalid_request_error', 'The body must be JSON'));
      }
      if (!MODES.includes(body.mode)) {
        return sendJson(
          res,
          400,
          apiError('invalid_request_error', `mode must be one of ${MODES.join(', ')}`),
        );
      }
      behaviour.mode = body.mode;
      if (Number.isInteger(body.delayMs) && body.delayMs >= 0) behaviour.delayMs = body.delayMs;
      return sendJson(res, 200, behaviour);
    }
    return sendText(res, 404, 'not found');
  }

  /** @param {string} raw @param {http.ServerResponse} res */
  async function completion(raw, res) {
    /** @type {any} */
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return sendJson(
        res,
        400,
        apiError('invalid_request_error', 'We could not parse the JSON body of your request.'),
      );
    }
    if (body?.model !== LOCAL_DRAFTING_MODEL) {
      return sendJson(res, 404, apiError('model_not_found', `The model \`${body?.model}\` does not exist.`));
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return sendJson(res, 400, apiError('invalid_request_error', "'messages' is required"));
    }
    if (behaviour.mode === 'fail')
      return sendJson(res, 500, apiError('server_error', 'The server had an error.'));
    if (behaviour.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (res.destroyed) return;
    if (behaviour.mode === 'bad')
      return sendJson(res, 200, { id: 'chatcmpl-bad', object: 'chat.completion', choices: [] });
    const content = standInLetter(body.messages);
    return sendJson(res, 200, {
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: LOCAL_DRAFTING_MODEL,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: Math.ceil(raw.length / 4), completion_tokens: Math.ceil(content.length / 4) },
    });
  }

  return {
    server,
    /** The requests received so far (a copy). */
    requests: () => [...requests],
    /** @param {Mode} mode @param {number} [delayMs] */
    setMode(mode, delayMs) {
      behaviour.mode = mode;
      if (delayMs !== undefined) behaviour.delayMs = delayMs;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}

/**
 * The stand-in listening on 127.0.0.1 (a free port unless given), in this process: for tests and
 * `npm start`'s drafting option.
 * @param {{ port?: number, apiKey?: string, log?: (line: string) => void }} [options]
 */
export async function startModelEmulator(options = {}) {
  const emulator = createModelEmulator(options);
  await new Promise((resolve, reject) => {
    emulator.server.once('error', reject);
    emulator.server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (emulator.server.address());
  const url = `http://127.0.0.1:${address.port}/v1`;
  return {
    ...emulator,
    port: address.port,
    url,
    /** jobs' settings that point drafting at the stand-in. */
    env: {
      DRAFTING_API_URL: url,
      DRAFTING_API_KEY: options.apiKey ?? LOCAL_DRAFTING_API_KEY,
      DRAFTING_MODEL: LOCAL_DRAFTING_MODEL,
    },
  };
}

/** @param {string} type @param {string} message */
const apiError = (type, message) => ({ error: { message, type, param: null, code: type } });
