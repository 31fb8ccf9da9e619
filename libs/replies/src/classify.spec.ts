import { describe, expect, it } from 'vitest';
import { classifyReply, rulesClassifier } from './classify.js';

const reply = (subject: string, body: string) => classifyReply({ subject, body });

describe('classifyReply', () => {
  it('reads an invitation to interview and suggests Interview Scheduled', () => {
    const c = reply(
      'Next steps',
      'Hi Priya,\n\nWe would love to invite you to a 30-minute phone screen with our engineering manager. Please pick a time that works for you.',
    );
    expect(c).toMatchObject({
      kind: 'interview',
      suggestedStatus: 'Interview Scheduled',
      classifier: 'rules',
    });
    expect(c.evidence).toMatch(/invite you to a 30-minute phone screen/);
    expect(c.confidence).toBeGreaterThan(0.5);
  });

  it('tells "we will not be moving forward" (rejection) from "we are moving forward" (interview)', () => {
    const no = reply(
      'Your application',
      'Unfortunately we will not be moving forward with your application.',
    );
    const yes = reply(
      'Your application',
      'Good news: we are moving you forward to the next round interview with the team.',
    );
    expect(no).toMatchObject({ kind: 'rejection', suggestedStatus: 'Rejected' });
    expect(no.evidence).toBe('Unfortunately we will not be moving forward with your application.');
    expect(yes.kind).toBe('interview');
  });

  it('turns a negated invitation or offer into a rejection', () => {
    expect(reply('Update', "We won't be inviting you to interview for this role.").kind).toBe('rejection');
    expect(reply('Update', 'We are not in a position to offer you the role.').kind).toBe('rejection');
  });

  it('does not count an invitation promised on a condition', () => {
    expect(
      reply('Application', 'Thanks for applying! Shortlisted candidates will be invited to interview.').kind,
    ).toBe('acknowledgement');
  });

  it('reads a negated offer as a rejection', () => {
    expect(reply('Update', 'We regret that we are unable to offer you the position at this time.').kind).toBe(
      'rejection',
    );
  });

  it('reads "we\'d like to extend an offer" as an offer and suggests Offer Received', () => {
    const c = reply(
      'Great news',
      "The team loved meeting you, and we'd like to extend an offer for the Frontend Engineer position!",
    );
    expect(c).toMatchObject({ kind: 'offer', suggestedStatus: 'Offer Received' });
  });

  it('reads a coding test as an assessment, which suggests no status', () => {
    const c = reply(
      'Coding exercise',
      'As the next step, please complete a HackerRank coding challenge within 5 days.',
    );
    expect(c).toMatchObject({ kind: 'assessment', suggestedStatus: null });
  });

  it('reads "thank you for your interest … we will be in touch if …" as an acknowledgement, not an interview', () => {
    const c = reply(
      'Thank you for applying',
      'Thank you for your interest! We received your application. If your experience is a match, a recruiter will contact you to schedule an interview.',
    );
    expect(c).toMatchObject({ kind: 'acknowledgement', suggestedStatus: null });
  });

  it('reads "thank you for your interest … decided to move forward with other candidates" as a rejection', () => {
    const c = reply(
      'Your application',
      'Thank you for your interest in the role. After careful consideration, we have decided to move forward with other candidates.',
    );
    expect(c.kind).toBe('rejection');
  });

  it('does not take looking back on an interview for an invitation', () => {
    const c = reply(
      'Thanks',
      'Thank you for taking the time to interview with us last week. The team has decided to offer the position to another candidate.',
    );
    expect(c.kind).toBe('rejection');
  });

  it('weighs the subject over a line in the body', () => {
    const body = 'Thank you for applying. We have received your application.';
    expect(reply('Interview invitation', body).kind).toBe('interview');
    expect(reply('Your application', `Interview invitation. ${body}`).kind).toBe('acknowledgement');
  });

  it('does not read an interview that took place as an invitation', () => {
    const c = reply(
      'Update',
      "It was great speaking with you at your second round interview yesterday. We'll let you know our decision by Friday.",
    );
    expect(c.kind).not.toBe('interview');
  });

  it('reads plain-spoken replies too', () => {
    expect(reply('SDR role', "After talking it through, we're going to pass for now.").kind).toBe(
      'rejection',
    );
    expect(
      reply('Store', "We'd love for you to join our Easton store! Your pay would be $24/hour.").kind,
    ).toBe('offer');
    expect(
      reply('Clinic Nurse', 'Are you free for a quick call with our nurse manager on Thursday?').kind,
    ).toBe('interview');
    expect(
      reply('Documents', 'Please upload a copy of your RN license and your transcripts by Friday.').kind,
    ).toBe('assessment');
  });

  it('answers other, with no evidence and no status, when nothing decides', () => {
    expect(
      reply('Quick question', 'Are you open to working from the Dayton office three days a week?'),
    ).toEqual({
      kind: 'other',
      confidence: 0.5,
      evidence: '',
      suggestedStatus: null,
      classifier: 'rules',
    });
    expect(reply('', '').kind).toBe('other');
  });

  it('is offered behind the ReplyClassifier interface a model client can share', async () => {
    await expect(
      rulesClassifier.classify({ subject: 'Offer letter', body: 'We are pleased to offer you the role.' }),
    ).resolves.toMatchObject({
      kind: 'offer',
      classifier: 'rules',
    });
  });
});
