import { localDraft, LOCAL_TEMPLATE_VERSION } from './local-drafter.js';
import {
  chatRequestBody,
  ModelDraftFailure,
  modelDraft,
  type ModelFailureReason,
  type ModelSettings,
} from './model-drafter.js';
import { PROMPT_VERSIONS } from './prompt.js';
import { containsPrivate, redactFacts } from './redact.js';
import type { DraftFacts, DraftKind, DraftResult, PrivateValues } from './types.js';

/** The note a draft carries when the local drafter wrote it although a model is configured. */
export function fallbackNote(reason: ModelFailureReason, timeoutMs: number): string {
  switch (reason) {
    case 'timeout':
      return `The model did not answer within ${Math.round(timeoutMs / 100) / 10} s; the local drafter wrote this draft.`;
    case 'error':
      return 'The model could not be reached or answered with an error; the local drafter wrote this draft.';
    case 'bad-reply':
      return "The model's reply was not a usable draft; the local drafter wrote this draft.";
    case 'budget':
      return "Today's model request budget is used up; the local drafter wrote this draft.";
    case 'private-data':
      return 'The request still held private data after redaction and was not sent; the local drafter wrote this draft.';
  }
}

export interface DraftRequest {
  kind: DraftKind;
  facts: DraftFacts;
  /** The person's values that must never leave the system. */
  privateValues: PrivateValues;
  /** The configured model, or null for the local drafter. */
  model: ModelSettings | null;
  /** Takes one request from today's budget: false when it is used up (then nothing is sent). */
  takeBudget?: () => Promise<boolean>;
  fetch?: typeof fetch;
}

/**
 * One draft. Redaction is applied to every fact first (both drafters: a letter does not print the
 * phone from a resume line either). With a model configured, one request of the day's budget is
 * taken and the request is checked once more for private values before it is sent; a timeout, an
 * error, a bad reply, a used-up budget or a request still holding private data fall back to the
 * local drafter with a note saying why.
 */
export async function draftWith(request: DraftRequest): Promise<DraftResult> {
  const facts = redactFacts(request.facts, request.privateValues);
  const local = (fallbackNoteText: string | null): DraftResult => ({
    body: localDraft(request.kind, facts),
    drafter: 'local',
    model: null,
    promptVersion: LOCAL_TEMPLATE_VERSION,
    fallbackNote: fallbackNoteText,
  });
  const { model } = request;
  if (!model) return local(null);
  if (request.takeBudget && !(await request.takeBudget()))
    return local(fallbackNote('budget', model.timeoutMs));
  if (
    containsPrivate(JSON.stringify(chatRequestBody(request.kind, facts, model.model)), request.privateValues)
  ) {
    return local(fallbackNote('private-data', model.timeoutMs));
  }
  try {
    const body = await modelDraft(model, request.kind, facts, request.fetch);
    return {
      body,
      drafter: 'model',
      model: model.model,
      promptVersion: PROMPT_VERSIONS[request.kind],
      fallbackNote: null,
    };
  } catch (error) {
    const reason = error instanceof ModelDraftFailure ? error.reason : 'error';
    return local(fallbackNote(reason, model.timeoutMs));
  }
}

/** The UTC day a budget counts in (`2026-11-28`). */
export const budgetDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Whether one more model request fits today's budget, given how many were taken today. A budget of
 * null is unlimited; 0 sends nothing.
 */
export const budgetAllows = (usedToday: number, budget: number | null): boolean =>
  budget === null || usedToday < budget;
