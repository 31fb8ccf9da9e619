import {
  BillingMessages,
  ExtensionTokenMessages,
  IMPORT_REFUSAL_REASONS,
  JobsMessages,
} from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { resultView, ResultTexts } from './send-result.js';

const SERVER = 'https://hirerelay.example';
const OPTIONS = 'chrome-extension://abc/options.html';
const JOB_ID = '0b7f8d4e-3c1a-4c55-9a7e-1f2d3c4b5a69';
const view = (status: number, body: unknown) =>
  resultView({ kind: 'answered', status, body }, SERVER, OPTIONS);
const refusal = (code: string, message: string, fields?: Record<string, string>) => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});

describe('resultView', () => {
  it('links an imported job to its page on the server', () => {
    expect(view(201, { job: { id: JOB_ID, title: 'Engineer' } })).toEqual({
      tone: 'success',
      title: ResultTexts.imported,
      message: ResultTexts.importedMessage,
      links: [{ label: ResultTexts.openJob, href: `${SERVER}/dashboard/jobs/${JOB_ID}` }],
    });
  });

  it('links a duplicate to the job already imported, with the server’s text', () => {
    const duplicate = view(
      409,
      refusal('CONFLICT', JobsMessages.duplicate, {
        reason: IMPORT_REFUSAL_REASONS.duplicate,
        jobId: JOB_ID,
      }),
    );
    expect(duplicate).toEqual({
      tone: 'info',
      title: ResultTexts.duplicate,
      message: JobsMessages.duplicate,
      links: [{ label: ResultTexts.openJob, href: `${SERVER}/dashboard/jobs/${JOB_ID}` }],
    });
  });

  it('sends the three quota refusals to the subscription page and pricing', () => {
    const cases = [
      [IMPORT_REFUSAL_REASONS.subscriptionRequired, BillingMessages.subscriptionRequired],
      [IMPORT_REFUSAL_REASONS.subscriptionInactive, BillingMessages.subscriptionInactive],
      [IMPORT_REFUSAL_REASONS.limitReached, BillingMessages.limitReached(10)],
    ] as const;
    for (const [reason, message] of cases) {
      expect(view(403, refusal('FORBIDDEN', message, { reason }))).toEqual({
        tone: 'error',
        title: ResultTexts.subscription,
        message,
        links: [
          { label: ResultTexts.subscriptionPage, href: `${SERVER}/dashboard/subscription` },
          { label: ResultTexts.pricingPage, href: `${SERVER}/pricing` },
        ],
      });
    }
  });

  it('sends a refused token to the options page', () => {
    expect(view(401, refusal('UNAUTHENTICATED', ExtensionTokenMessages.invalid))).toEqual({
      tone: 'error',
      title: ResultTexts.badToken,
      message: ExtensionTokenMessages.invalid,
      links: [{ label: ResultTexts.options, href: OPTIONS }],
    });
  });

  it('says a link could not be read with the server’s reason', () => {
    const message = 'Could not extract job ID from the example.com URL. Please check the URL and try again.';
    expect(view(400, refusal('VALIDATION', message, { url: message }))).toMatchObject({
      title: ResultTexts.badLink,
      message,
    });
  });

  it('falls back to its own text when the server sent none', () => {
    expect(view(502, '<html>Bad gateway</html>')).toEqual({
      tone: 'error',
      title: ResultTexts.failed,
      message: ResultTexts.unexpectedMessage,
      links: [],
    });
    expect(view(201, {})).toMatchObject({ title: ResultTexts.failed });
    expect(view(403, refusal('FORBIDDEN', 'Nope'))).toMatchObject({
      title: ResultTexts.failed,
      message: 'Nope',
    });
  });

  it('explains what to do when nothing could be sent', () => {
    expect(resultView({ kind: 'unreachable' }, SERVER, OPTIONS)).toMatchObject({
      title: ResultTexts.unreachable,
      links: [{ href: OPTIONS }],
    });
    expect(resultView({ kind: 'no-token' }, SERVER, OPTIONS)).toMatchObject({
      title: ResultTexts.noToken,
      links: [{ href: OPTIONS }],
    });
    expect(resultView({ kind: 'not-a-page' }, SERVER, OPTIONS)).toMatchObject({
      title: ResultTexts.notAPage,
      links: [],
    });
  });
});
