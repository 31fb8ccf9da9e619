import type { TReplyAddress } from '../settingsTypes';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { settingsKeys } from '../queryKeys';
import { ReplyAddress } from './ReplyAddress';

const address: TReplyAddress = {
  address: 'k7qm2xw4bz5rtn3d@reply.hirerelay.test',
  createdAt: '2026-11-28T09:30:00.000Z',
};

describe('the reply address card', () => {
  it('shows the address with a copy button, says in plain words what it is for, and offers a new one', () => {
    const html = renderWithProviders(<ReplyAddress />, { data: [[settingsKeys.replyAddress, address]] });
    expect(html).toContain('Reply address');
    expect(html).toContain(
      'Employers’ replies to applications we send for you come to this address; we put them on the job and forward them to your e-mail.',
    );
    expect(html).toContain('k7qm2xw4bz5rtn3d@reply.hirerelay.test');
    expect(html).toContain('aria-label="Copy reply address"');
    expect(html).toContain('In use since Nov 28, 2026.');
    expect(html).toContain('Get a new address');
    // The confirmation (and its dialog code) only once asked for.
    expect(html).not.toContain('will be refused');
  });

  it('says it is loading until the address comes', () => {
    const html = renderWithProviders(<ReplyAddress />);
    expect(html).toContain('Loading your reply address…');
    expect(html).not.toContain('Get a new address');
  });
});
