import { describe, expect, it } from 'vitest';
import { firstLink, inboundKeyword, shorten, smsTexts, twimlReply } from './sms-texts.template.js';

const links = { appBaseUrl: 'https://app.hirerelay.example', supportEmail: 'support@hirerelay.example' };
const JOB_ID = '0b6f1a52-3c0e-4b55-9d2a-5f3b8d1c2e4f';

/** GSM-7 texts: 160 characters in one segment, 153 per segment beyond. */
const segments = (text: string) => (text.length <= 160 ? 1 : Math.ceil(text.length / 153));
const isGsmAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

describe('inboundKeyword', () => {
  it.each(['STOP', 'stop', ' Stop ', 'STOPALL', 'unsubscribe', 'CANCEL', 'end', 'Quit', 'S T O P', 'stop\n'])(
    '%j opts out',
    (body) => expect(inboundKeyword(body)).toBe('stop'),
  );
  it.each(['START', 'start', 'UNSTOP', ' Unstop '])('%j opts back in', (body) =>
    expect(inboundKeyword(body)).toBe('start'),
  );
  it.each(['HELP', 'help', 'Info', ' INFO '])('%j asks for help', (body) =>
    expect(inboundKeyword(body)).toBe('help'),
  );
  it.each([
    'please stop',
    'stop https://jobs.example/1',
    'STOPPED',
    'https://jobs.example/stop',
    '',
    'hello',
  ])('%j is no keyword', (body) => expect(inboundKeyword(body)).toBeNull());
});

describe('firstLink', () => {
  it('takes the first http(s) link, without the punctuation after it', () => {
    expect(firstLink('Look at https://boards.example/jobs/42. And http://other.example/1')).toBe(
      'https://boards.example/jobs/42',
    );
    expect(firstLink('(https://jobs.example/a?b=1&c=2)')).toBe('https://jobs.example/a?b=1&c=2');
    expect(firstLink('HTTPS://JOBS.EXAMPLE/X!')).toBe('HTTPS://JOBS.EXAMPLE/X');
    expect(firstLink('"https://jobs.example/q"')).toBe('https://jobs.example/q');
  });
  it('finds none in text without an http(s) link', () => {
    expect(firstLink('jobs.example/42')).toBeNull();
    expect(firstLink('ftp://jobs.example/42')).toBeNull();
    expect(firstLink('')).toBeNull();
  });
});

describe('texts', () => {
  const job = {
    jobId: JOB_ID,
    jobTitle: 'Senior Backend Engineer',
    company: 'Acme',
    status: 'Interview Scheduled',
  };
  const all = {
    verificationCode: smsTexts.verificationCode('123456', 10),
    statusUpdate: smsTexts.statusUpdate(links, job),
    stopped: smsTexts.stopped(),
    started: smsTexts.started(),
    help: smsTexts.help(links),
    unknownNumber: smsTexts.unknownNumber(links),
    noLink: smsTexts.noLink(),
    imported: smsTexts.imported(links, job),
    importedUnread: smsTexts.importedUnread(links, JOB_ID),
    duplicate: smsTexts.duplicate(links, JOB_ID),
    refused: smsTexts.refused(
      links,
      "You've reached your monthly limit of 999 job imports. Please upgrade your plan to import more jobs.",
      'pricing',
    ),
    unreadableLink: smsTexts.unreadableLink(links),
    accountClosed: smsTexts.accountClosed(links),
  };

  it.each(Object.entries(all))('%s is branded and fits in two segments', (_name, text) => {
    expect(text.startsWith('HireRelay: ')).toBe(true);
    expect(segments(text)).toBeLessThanOrEqual(2);
  });

  it('says what the policy promises: STOP, START, HELP with the support address and site', () => {
    expect(all.stopped).toMatch(/no more texts/);
    expect(all.stopped).toMatch(/START/);
    expect(all.help).toContain('support@hirerelay.example');
    expect(all.help).toContain('https://app.hirerelay.example');
    expect(all.help).toMatch(/STOP/);
    expect(all.verificationCode).toBe(
      'HireRelay: Your verification code is 123456. It expires in 10 minutes. Reply STOP to opt out.',
    );
  });

  it('links the job, the settings, pricing and the subscription page on the site', () => {
    expect(all.statusUpdate).toBe(
      `HireRelay: Senior Backend Engineer at Acme is now Interview Scheduled. https://app.hirerelay.example/dashboard/jobs/${JOB_ID} Reply STOP to opt out.`,
    );
    expect(all.imported).toContain(`https://app.hirerelay.example/dashboard/jobs/${JOB_ID}`);
    expect(all.duplicate).toContain(`/dashboard/jobs/${JOB_ID}`);
    expect(all.unknownNumber).toContain('https://app.hirerelay.example/dashboard/settings');
    expect(all.refused).toMatch(/https:\/\/app\.hirerelay\.example\/pricing$/);
    expect(smsTexts.refused(links, 'Your subscription is not active.', 'subscription')).toMatch(
      /\/dashboard\/subscription$/,
    );
  });

  it('shortens a long title and company so a status text stays within two segments', () => {
    const long = smsTexts.statusUpdate(links, {
      ...job,
      jobTitle: 'Principal Distributed Systems Engineer, Payments Infrastructure and Reliability (Remote)',
      company: 'A Very Long Company Name Incorporated Worldwide Holdings',
    });
    expect(segments(long.replace('…', '.'))).toBeLessThanOrEqual(2);
    expect(long).toContain('…');
    expect(shorten('  a\n b  ', 10)).toBe('a b');
    expect(shorten('abcdefghijk', 5)).toBe('abcd…');
  });

  it('keeps the fixed texts in the GSM alphabet (one segment is 160 characters, not 70)', () => {
    for (const text of [all.stopped, all.started, all.help, all.verificationCode, all.unreadableLink])
      expect(isGsmAscii(text)).toBe(true);
  });
});

describe('twimlReply', () => {
  it('answers one <Message> with the text XML-escaped', () => {
    expect(twimlReply('a < b & "c"')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>a &lt; b &amp; "c"</Message></Response>',
    );
  });
  it('answers an empty response when nothing is to be texted back', () => {
    expect(twimlReply(null)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });
});
