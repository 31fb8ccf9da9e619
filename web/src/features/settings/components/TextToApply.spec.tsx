import type { TTextToApplySettings } from '../settingsTypes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { settingsKeys } from '../queryKeys';
import { TextToApply } from './TextToApply';

// The saved number's view formats it with libphonenumber's metadata (~45 KiB gzip): Settings'
// first load must not carry it for someone who has no number (e2e/first-load.spec.ts holds the
// bytes; e2e/text-to-apply.spec.ts shows a saved number). The stand-in records when the view's
// module is first asked for.
const loaded = vi.hoisted(() => ({ savedNumberView: false }));
vi.mock('./TextToApplyPhone', () => {
  loaded.savedNumberView = true;
  return { TextToApplyPhone: () => <p>the saved number</p> };
});

const noNumber: TTextToApplySettings = {
  phone: null,
  verified: false,
  smsUpdates: false,
  pendingCode: null,
  resendAllowedAt: null,
};

function card(settings: TTextToApplySettings): ReactNode {
  const client = new QueryClient();
  client.setQueryData(settingsKeys.textToApply, settings);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TextToApply />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe('text-to-apply card', () => {
  it('offers the number form to someone without a number, without loading the saved number view', () => {
    const html = renderToStaticMarkup(card(noNumber));
    expect(html).toContain('Mobile number');
    expect(html).toContain('Save number');
    expect(loaded.savedNumberView).toBe(false);
  });
});
