import { describe, expect, it, vi } from 'vitest';
import { budgetAllows, budgetDay, draftWith } from './draft.js';
import { LOCAL_TEMPLATE_VERSION } from './local-drafter.js';
import { PROMPT_VERSIONS, promptMessages } from './prompt.js';
import type { DraftFacts, PrivateValues } from './types.js';

const FACTS: DraftFacts = {
  fullName: 'Jordan Rivers',
  firstName: 'Jordan',
  yearsOfExperience: 7,
  company: 'Acme',
  title: 'Engineer',
  strengths: [
    { label: 'TypeScript', evidence: 'TypeScript services; call 415-555-0134, jordan@example.com' },
  ],
  gaps: [],
  highlights: ['5+ years of TypeScript'],
  band: 'Strong',
};
const PRIVATE: PrivateValues = {
  emails: ['jordan@example.com'],
  phones: ['4155550134'],
  addresses: ['1 Main Street, Springfield'],
  selfIdentification: ['Female'],
};
const MODEL = { url: 'http://model.test/v1/', apiKey: 'sk-test', model: 'tiny-1', timeoutMs: 200 };
const LETTER =
  'Dear Hiring Manager,\n\nI am applying for the Engineer role at Acme with seven years of TypeScript.';

const reply = (content: unknown, status = 200) =>
  new Response(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('draftWith', () => {
  it('drafts locally, with no note, when no model is configured', async () => {
    const fetch = vi.fn();
    const draft = await draftWith({
      kind: 'cover_letter',
      facts: FACTS,
      privateValues: PRIVATE,
      model: null,
      fetch,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(draft).toMatchObject({
      drafter: 'local',
      model: null,
      promptVersion: LOCAL_TEMPLATE_VERSION,
      fallbackNote: null,
    });
    expect(draft.body).not.toContain('415-555-0134');
    expect(draft.body).not.toContain('jordan@example.com');
  });

  it('asks the model with the versioned prompt, the bearer key and redacted facts', async () => {
    const fetch = vi.fn(async () => reply(LETTER));
    const draft = await draftWith({
      kind: 'cover_letter',
      facts: FACTS,
      privateValues: PRIVATE,
      model: MODEL,
      fetch,
    });
    expect(draft).toEqual({
      body: LETTER,
      drafter: 'model',
      model: 'tiny-1',
      promptVersion: 'cover-letter@2026-11-28',
      fallbackNote: null,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://model.test/v1/chat/completions');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer sk-test');
    const sent = JSON.parse(init.body as string);
    expect(sent.model).toBe('tiny-1');
    expect(sent.messages[1].content).toContain('TypeScript services');
    expect(init.body).not.toMatch(/415|0134|jordan@example\.com/);
  });

  it.each([
    ['an HTTP error', async () => reply('x', 500), /answered with an error/],
    [
      'a refused connection',
      async () => Promise.reject(new TypeError('fetch failed')),
      /could not be reached/,
    ],
    ['a reply without a draft', async () => reply('ok'), /not a usable draft/],
    ['a reply that is not JSON', async () => new Response('<html>', { status: 200 }), /not a usable draft/],
  ])('falls back to the local drafter with a note on %s', async (_case, fetchImpl, note) => {
    const draft = await draftWith({
      kind: 'outreach',
      facts: FACTS,
      privateValues: PRIVATE,
      model: MODEL,
      fetch: vi.fn(fetchImpl) as unknown as typeof fetch,
    });
    expect(draft.drafter).toBe('local');
    expect(draft.promptVersion).toBe(LOCAL_TEMPLATE_VERSION);
    expect(draft.fallbackNote).toMatch(note);
    expect(draft.body).toContain('Acme');
  });

  it('falls back with a note when the model does not answer in time', async () => {
    const slow: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const draft = await draftWith({
      kind: 'cover_letter',
      facts: FACTS,
      privateValues: PRIVATE,
      model: MODEL,
      fetch: slow,
    });
    expect(draft).toMatchObject({
      drafter: 'local',
      fallbackNote: 'The model did not answer within 0.2 s; the local drafter wrote this draft.',
    });
  });

  it("sends nothing and notes it when the day's budget is used up", async () => {
    const fetch = vi.fn(async () => reply(LETTER));
    const draft = await draftWith({
      kind: 'cover_letter',
      facts: FACTS,
      privateValues: PRIVATE,
      model: MODEL,
      fetch,
      takeBudget: async () => false,
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(draft).toMatchObject({
      drafter: 'local',
      fallbackNote: expect.stringMatching(/budget is used up/),
    });
  });
});

describe('prompt', () => {
  it('names its version per kind; the prompt text asks for no placeholders and no contact details', () => {
    expect(PROMPT_VERSIONS).toEqual({
      cover_letter: 'cover-letter@2026-11-28',
      outreach: 'outreach@2026-11-28',
    });
    const [system, user] = promptMessages('cover_letter', FACTS);
    expect(system?.content).toMatch(/never write a placeholder/);
    expect(system?.content).toMatch(/Do not include contact details/);
    expect(JSON.parse(user!.content.replace(/^Facts \(JSON\):\n/, ''))).toMatchObject({
      applicant: { fullName: 'Jordan Rivers', yearsOfExperience: 7 },
      job: { company: 'Acme', title: 'Engineer' },
      fit: { band: 'Strong' },
    });
  });
});

describe('budget rule', () => {
  it('counts per UTC day and allows while under the budget', () => {
    expect(budgetDay(new Date('2026-11-28T23:59:59.999Z'))).toBe('2026-11-28');
    expect(budgetDay(new Date('2026-11-29T00:00:00.000Z'))).toBe('2026-11-29');
    expect(budgetAllows(0, 2)).toBe(true);
    expect(budgetAllows(1, 2)).toBe(true);
    expect(budgetAllows(2, 2)).toBe(false);
    expect(budgetAllows(0, 0)).toBe(false);
    expect(budgetAllows(10_000, null)).toBe(true);
  });
});
