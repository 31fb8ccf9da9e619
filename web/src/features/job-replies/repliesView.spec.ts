import { describe, expect, it } from 'vitest';
import { replyKindLabel, senderOf } from './repliesView';

describe('replies view', () => {
  it('names the sender by name and address, either alone when the other is missing', () => {
    expect(senderOf({ name: 'Jane Recruiter', address: 'jane@acme.com' })).toBe(
      'Jane Recruiter <jane@acme.com>',
    );
    expect(senderOf({ name: '', address: 'jane@acme.com' })).toBe('jane@acme.com');
    expect(senderOf({ name: ' ', address: '' })).toBe('Unknown sender');
  });

  it('labels each kind as the timeline does', () => {
    expect(replyKindLabel('interview')).toBe('Interview invitation');
    expect(replyKindLabel('other')).toBe('Reply');
  });
});
