import type { TJobDraftKind } from '@hirerelay/contracts';
import type { ModelSettings } from '@hirerelay/drafting';
import type { TJobsEnv } from '../config/env.js';

/** The configured model, or null: the local drafter writes every draft. */
export function draftingModel(env: TJobsEnv): ModelSettings | null {
  if (!env.DRAFTING_API_URL || !env.DRAFTING_API_KEY || !env.DRAFTING_MODEL) return null;
  return {
    url: env.DRAFTING_API_URL,
    apiKey: env.DRAFTING_API_KEY,
    model: env.DRAFTING_MODEL,
    timeoutMs: env.DRAFTING_TIMEOUT_MS,
  };
}

const STEMS: Record<TJobDraftKind, string> = { cover_letter: 'cover-letter', outreach: 'outreach-message' };

/** A download's name: `cover-letter-acme-robotics.docx` (the company in plain ASCII, or left out). */
export function draftFileName(
  kind: TJobDraftKind,
  company: string | null,
  extension: 'docx' | 'pdf',
): string {
  const slug = (company ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${STEMS[kind]}${slug ? `-${slug}` : ''}.${extension}`;
}
