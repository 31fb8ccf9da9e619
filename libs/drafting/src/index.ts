export * from './types.js';
export {
  draftFacts,
  MAX_STRENGTHS,
  MAX_HIGHLIGHTS,
  MAX_GAPS,
  MAX_FACT_CHARS,
  type DraftFactsInput,
} from './facts.js';
export { redactText, redactFacts, containsPrivate, privatePatterns, REDACTED } from './redact.js';
export { localDraft, evidenceSentence, LOCAL_TEMPLATE_VERSION } from './local-drafter.js';
export { promptMessages, PROMPT_VERSIONS, type ChatMessage } from './prompt.js';
export {
  modelDraft,
  chatRequestBody,
  ModelDraftFailure,
  ZChatCompletionReply,
  MIN_DRAFT_CHARS,
  MAX_DRAFT_CHARS,
  type ModelSettings,
  type ModelFailureReason,
} from './model-drafter.js';
export { draftWith, fallbackNote, budgetDay, budgetAllows, type DraftRequest } from './draft.js';
export { renderDocx, renderPdf } from './render.js';
export {
  localFollowUp,
  FOLLOW_UP_TEMPLATE_VERSION,
  type FollowUpFacts,
  type FollowUpDraft,
} from './follow-up.js';
