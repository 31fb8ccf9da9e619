import { describe, expect, it } from 'vitest';
import { localFollowUp } from './follow-up.js';

describe('localFollowUp', () => {
  it('names the role, the company, the day applied and signs with the applicant’s name', () => {
    const draft = localFollowUp({
      fullName: 'Jane Doe',
      title: 'Data Engineer',
      company: 'Acme',
      appliedOn: 'Nov 21, 2026',
      sequence: 1,
    });
    expect(draft.subject).toBe('Following up on my application for Data Engineer at Acme');
    expect(draft.body).toContain('I applied for the Data Engineer position at Acme on Nov 21, 2026');
    expect(draft.body.endsWith('Best regards,\nJane Doe')).toBe(true);
  });

  it('words the second follow-up as a check-in and leaves out what it does not know', () => {
    const draft = localFollowUp({ fullName: null, title: null, company: null, appliedOn: null, sequence: 2 });
    expect(draft.subject).toBe('Following up on my application');
    expect(draft.body).toContain(
      'check in once more about my application for the open position, submitted recently',
    );
    expect(draft.body).not.toContain('null');
    expect(draft.body.endsWith('Best regards,')).toBe(true);
  });
});
