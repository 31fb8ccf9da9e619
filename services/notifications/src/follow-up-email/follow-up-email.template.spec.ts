import { describe, expect, it } from 'vitest';
import { renderFollowUpEmail } from './follow-up-email.template.js';

describe('renderFollowUpEmail', () => {
  it('sends the approved text as written and escapes it in the HTML part', () => {
    const email = renderFollowUpEmail({
      subject: 'Following up\non my application',
      body: 'Hello,\n\nI applied <on Monday> & wanted to follow up.\n\nBest regards,\nJane',
    });
    expect(email.subject).toBe('Following up on my application');
    expect(email.text).toBe('Hello,\n\nI applied <on Monday> & wanted to follow up.\n\nBest regards,\nJane');
    expect(email.html).toContain('<p>I applied &lt;on Monday&gt; &amp; wanted to follow up.</p>');
    expect(email.html).toContain('<p>Best regards,<br>Jane</p>');
  });
});
