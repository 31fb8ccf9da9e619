// The OpenAI-compatible drafting stand-in (infra/local/model-emulator), for tests that point jobs'
// drafts at it and read every request it received. A subpath of its own, like ./job-pages.
export {
  LOCAL_DRAFTING_API_KEY,
  LOCAL_DRAFTING_MODEL,
  startModelEmulator,
  type RecordedModelRequest,
  type RunningModelEmulator,
} from '@hirerelay/local-infra/model-emulator';
