import { PAGE_DETAILS_LIMITS } from '@hirerelay/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusedThePage, sendTab } from './send-page.js';

const SETTINGS = { server: 'https://hirerelay.example', token: 'hrx_token' };
const URL_ = 'https://boards.greenhouse.io/globex/jobs/4567890';
const TAB = { id: 7, url: URL_ } as chrome.tabs.Tab;
const POSTING = '{"@type":"JobPosting","title":"Staff Data Engineer"}';
const READING = {
  href: URL_,
  jsonLd: [POSTING],
  openGraph: [['og:title', 'Staff Data Engineer']],
  title: 'Globex',
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubBrowser(executeScript: () => Promise<unknown>, ...answers: Response[]) {
  const scripting = { executeScript: vi.fn(executeScript) };
  vi.stubGlobal('chrome', { scripting });
  const fetch = vi.fn(() => Promise.resolve(answers.shift()!));
  vi.stubGlobal('fetch', fetch);
  const bodies = () =>
    fetch.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string));
  return { scripting, bodies };
}

describe('sendTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the clicked tab and sends its job posting with the link', async () => {
    const { scripting, bodies } = stubBrowser(
      () => Promise.resolve([{ result: READING }]),
      answer(201, { job: { id: 'x' } }),
    );
    const outcome = await sendTab(SETTINGS, TAB);
    expect(outcome).toMatchObject({ kind: 'answered', status: 201 });
    expect(scripting.executeScript).toHaveBeenCalledWith(
      expect.objectContaining({ target: { tabId: 7 }, args: [PAGE_DETAILS_LIMITS] }),
    );
    expect(bodies()).toEqual([
      {
        url: URL_,
        page: { jsonLd: [POSTING], openGraph: { 'og:title': 'Staff Data Engineer' }, title: 'Globex' },
      },
    ]);
  });

  it('sends the link alone when the tab cannot be read', async () => {
    const { bodies } = stubBrowser(
      () => Promise.reject(new Error('Cannot access contents of the page.')),
      answer(201, { job: { id: 'x' } }),
    );
    expect(await sendTab(SETTINGS, TAB)).toMatchObject({ status: 201 });
    expect(bodies()).toEqual([{ url: URL_ }]);
  });

  it('sends the link again alone when the server refuses the page details', async () => {
    const refused = {
      error: { code: 'VALIDATION', message: 'too big', fields: { 'page.jsonLd': 'too big' } },
    };
    const { bodies } = stubBrowser(
      () => Promise.resolve([{ result: READING }]),
      answer(400, refused),
      answer(201, { job: { id: 'x' } }),
    );
    expect(await sendTab(SETTINGS, TAB)).toMatchObject({ status: 201 });
    expect(bodies()).toEqual([expect.objectContaining({ page: expect.any(Object) }), { url: URL_ }]);
  });

  it('neither reads nor sends without a token or a web page', async () => {
    const { scripting, bodies } = stubBrowser(() => Promise.resolve([{ result: READING }]));
    expect(await sendTab({ ...SETTINGS, token: ' ' }, TAB)).toEqual({ kind: 'no-token' });
    expect(await sendTab(SETTINGS, { id: 1, url: 'chrome://extensions' } as chrome.tabs.Tab)).toEqual({
      kind: 'not-a-page',
    });
    expect(scripting.executeScript).not.toHaveBeenCalled();
    expect(bodies()).toEqual([]);
  });
});

describe('refusedThePage', () => {
  it('is a 400 on a page field only', () => {
    const refusal = (status: number, fields: Record<string, string>) => ({
      kind: 'answered' as const,
      status,
      body: { error: { code: 'VALIDATION', message: 'x', fields } },
    });
    expect(refusedThePage(refusal(400, { page: 'x' }))).toBe(true);
    expect(refusedThePage(refusal(400, { 'page.openGraph': 'x' }))).toBe(true);
    expect(refusedThePage(refusal(400, { url: 'x' }))).toBe(false);
    expect(refusedThePage(refusal(403, { page: 'x' }))).toBe(false);
    expect(refusedThePage({ kind: 'unreachable' })).toBe(false);
  });
});
