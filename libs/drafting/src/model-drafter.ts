import { z } from 'zod';
import { promptMessages } from './prompt.js';
import type { DraftFacts, DraftKind } from './types.js';

/** An OpenAI-compatible chat-completions endpoint (OpenAI, Azure, vLLM, Ollama). */
export interface ModelSettings {
  /** The API's base URL; the request goes to `${url}/chat/completions`. */
  url: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** Why a model draft was not used. */
export type ModelFailureReason = 'timeout' | 'error' | 'bad-reply' | 'budget' | 'private-data';

export class ModelDraftFailure extends Error {
  constructor(
    readonly reason: ModelFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'ModelDraftFailure';
  }
}

/** Shortest and longest text taken as a draft. */
export const MIN_DRAFT_CHARS = 40;
export const MAX_DRAFT_CHARS = 8_000;

/** What is read of a chat-completions reply: the first choice's text. */
export const ZChatCompletionReply = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().trim().min(MIN_DRAFT_CHARS).max(MAX_DRAFT_CHARS) }),
      }),
    )
    .min(1),
});

/** The request body sent for one draft (what the stand-in records and the privacy test reads). */
export function chatRequestBody(kind: DraftKind, facts: DraftFacts, model: string) {
  return { model, messages: promptMessages(kind, facts), temperature: 0.4, max_tokens: 900 };
}

/**
 * Asks the model for a draft from facts that are ALREADY REDACTED (see draftWith). Throws a
 * ModelDraftFailure on a timeout, a refused or failed request, or a reply that is not a draft.
 */
export async function modelDraft(
  settings: ModelSettings,
  kind: DraftKind,
  facts: DraftFacts,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const body = JSON.stringify(chatRequestBody(kind, facts, settings.model));
  let response: Response;
  try {
    response = await fetchImpl(`${settings.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.apiKey}` },
      body,
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ModelDraftFailure('timeout', `no answer within ${settings.timeoutMs} ms`);
    }
    throw new ModelDraftFailure('error', 'the request failed');
  }
  let json: unknown;
  try {
    if (!response.ok) throw new ModelDraftFailure('error', `HTTP ${response.status}`);
    json = await response.json();
  } catch (error) {
    if (error instanceof ModelDraftFailure) throw error;
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ModelDraftFailure('timeout', `no answer within ${settings.timeoutMs} ms`);
    }
    throw new ModelDraftFailure('bad-reply', 'the reply was not JSON');
  }
  const reply = ZChatCompletionReply.safeParse(json);
  if (!reply.success) throw new ModelDraftFailure('bad-reply', 'the reply held no usable draft');
  return reply.data.choices[0]!.message.content.trim();
}
