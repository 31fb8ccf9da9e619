import type { InboundMessage, JobCandidate, MatchRule, ReplyMatch } from './types.js';

/**
 * Hosts of applicant-tracking systems and job boards: mail from them (and a posting on them) says
 * nothing about the company's own domain.
 */
export const ATS_DOMAINS = [
  'greenhouse.io',
  'greenhouse-mail.io',
  'lever.co',
  'hire.lever.co',
  'myworkdayjobs.com',
  'myworkday.com',
  'workday.com',
  'ashbyhq.com',
  'ashbyhq-mail.com',
  'smartrecruiters.com',
  'smartrecruiters-mail.com',
  'icims.com',
  'jobvite.com',
  'bamboohr.com',
  'breezy.hr',
  'breezyhr.com',
  'recruitee.com',
  'workable.com',
  'workablemail.com',
  'teamtailor.com',
  'teamtailor-mail.com',
  'taleo.net',
  'oracle.com',
  'oraclecloud.com',
  'successfactors.com',
  'successfactors.eu',
  'applytojob.com',
  'jazzhr.com',
  'paylocity.com',
  'ultipro.com',
  'ukg.com',
  'adp.com',
  'personio.de',
  'personio.com',
  'rippling.com',
  'pinpointhq.com',
  'indeed.com',
  'indeedemail.com',
  'linkedin.com',
  'ziprecruiter.com',
  'glassdoor.com',
  'hirebridge.com',
  'paradox.ai',
  'phenompeople.com',
  'eightfold.ai',
  'avature.net',
  'dayforcehcm.com',
  'schoolspring.com',
  'frontlineeducation.com',
  'applitrack.com',
  'handshake.com',
  'joinhandshake.com',
] as const;

/** Mailbox providers: a recruiter writing from one says nothing about the company either. */
export const MAILBOX_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'zoho.com',
] as const;

const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'nhs', 'ltd', 'plc']);

/** The registrable part of a host ("mail.acme.co.uk" → "acme.co.uk"), lower-cased. */
export function baseDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.').filter(Boolean);
  if (labels.length <= 2) return labels.join('.');
  const last = labels[labels.length - 1] ?? '';
  const second = labels[labels.length - 2] ?? '';
  const take = last.length === 2 && SECOND_LEVEL.has(second) ? 3 : 2;
  return labels.slice(-take).join('.');
}

function isInList(domain: string, list: readonly string[]): boolean {
  return list.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/** True for a host that belongs to an ATS or a job board. */
export function isAtsDomain(host: string): boolean {
  return isInList(host.toLowerCase(), ATS_DOMAINS);
}

const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** The company's own domain for a job: its companyDomain, else its posting's host unless an ATS. */
export function companyDomainOf(job: JobCandidate): string | null {
  if (job.companyDomain)
    return baseDomain(job.companyDomain.replace(/^https?:\/\//i, '').split('/')[0] ?? '');
  if (!job.jobUrl) return null;
  try {
    const host = new URL(job.jobUrl).hostname;
    return isAtsDomain(host) || isInList(host, MAILBOX_DOMAINS) ? null : baseDomain(host);
  } catch {
    return null;
  }
}

const normId = (id: string): string => id.trim().replace(/^<|>$/g, '').toLowerCase();

// Words a company's name carries that say nothing on their own.
const LEGAL_SUFFIXES =
  /\b(?:inc|incorporated|llc|llp|ltd|limited|corp|corporation|co|company|plc|gmbh|ag|sa|bv|pty|group|holdings)\b\.?/g;

function normText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** The company's name as it is looked for in text ("Acme, Inc." → "acme"); '' when too short. */
export function companyKey(company: string): string {
  const key = normText(company.toLowerCase().replace(LEGAL_SUFFIXES, ' ')).trim();
  return key.length >= 3 ? key : '';
}

const TITLE_FILLER = new Set([
  'and',
  'or',
  'of',
  'the',
  'a',
  'an',
  'for',
  'in',
  'to',
  'with',
  'i',
  'ii',
  'iii',
  'iv',
  'sr',
  'jr',
  'senior',
  'junior',
  'lead',
  'remote',
  'hybrid',
  'full',
  'time',
  'part',
]);

const titleWords = (title: string): string[] =>
  normText(title)
    .trim()
    .split(' ')
    .filter((w) => w.length > 1 && !TITLE_FILLER.has(w));

/** The share of a title's meaningful words found in the text (0..1). */
function titleShare(title: string, text: string): number {
  const words = titleWords(title);
  if (words.length === 0) return 0;
  const found = words.filter((w) => text.includes(` ${w} `)).length;
  return found / words.length;
}

interface Scored {
  job: JobCandidate;
  score: number;
  rule: MatchRule;
  reason: string;
}

const SCORES: Record<MatchRule, number> = {
  thread: 1,
  recruiter: 0.9,
  domain: 0.8,
  company: 0.65,
  'company-title': 0.75,
  title: 0.45,
};

/**
 * Narrows jobs that one rule matched equally to one: the job whose title the message names most
 * (an exact-enough title, ≥ 0.6 of its words, ahead of the others by a clear margin), else the
 * only applied one. Null when it cannot tell.
 */
function narrow(jobs: JobCandidate[], text: string): { job: JobCandidate; byTitle: boolean } | null {
  if (jobs.length === 1 && jobs[0]) return { job: jobs[0], byTitle: false };
  const shares = jobs
    .map((job) => ({ job, share: titleShare(job.title, text) }))
    .sort((a, b) => b.share - a.share);
  const [top, next] = shares;
  if (top && top.share >= 0.6 && top.share - (next?.share ?? 0) >= 0.25)
    return { job: top.job, byTitle: true };
  const applied = jobs.filter((job) => job.appliedAt || (job.status && job.status !== 'Saved'));
  if (applied.length === 1 && applied[0]) return { job: applied[0], byTitle: false };
  return null;
}

/**
 * The user's job a reply belongs to, or null when none matches or several match equally. Rules, in
 * order, the first that decides wins:
 *   1. thread: In-Reply-To / References name a Message-ID we sent for the job;
 *   2. recruiter: the sender (From, Reply-To, Cc) is one of the job's recruiter addresses;
 *   3. domain: the sender's domain is the company's own domain (never an ATS's or a mailbox
 *      provider's: greenhouse.io, lever.co, myworkdayjobs.com … gmail.com say nothing);
 *      When the company's domain is unknown (a posting on an ATS), a sender domain that spells the
 *      company's name counts (northwind-analytics.com for Northwind Analytics);
 *   4. company: the company's name in the From display name or the subject, else in the text
 *      (body and signature, never quoted history), confirmed by the title when several match;
 *   5. title: the job's whole title as written (two words or more, "Senior" included) in the
 *      subject or text, one job only.
 * Several jobs at one company are told apart by the title the message names.
 */
export function matchReplyToJob(
  message: Pick<
    InboundMessage,
    'from' | 'replyTo' | 'cc' | 'subject' | 'body' | 'signature' | 'inReplyTo' | 'references'
  >,
  candidates: readonly JobCandidate[],
): ReplyMatch | null {
  if (candidates.length === 0) return null;
  const subjectText = normText(message.subject);
  const ownText = normText(`${message.subject}\n${message.body}\n${message.signature}`);

  // 1. thread headers
  const inReplyTo = new Set(message.inReplyTo.map(normId));
  const references = new Set(message.references.map(normId));
  const threaded = candidates.filter((job) =>
    (job.sentMessageIds ?? []).some((id) => inReplyTo.has(normId(id)) || references.has(normId(id))),
  );
  if (threaded.length > 0) {
    const direct = threaded.filter((job) =>
      (job.sentMessageIds ?? []).some((id) => inReplyTo.has(normId(id))),
    );
    const picked = narrow(direct.length > 0 ? direct : threaded, ownText);
    if (picked)
      return result({
        job: picked.job,
        score: SCORES.thread,
        rule: 'thread',
        reason: 'The reply answers a message sent for this job.',
      });
  }

  // 2. recruiter address
  const senders = [message.from, ...message.replyTo].filter((a): a is NonNullable<typeof a> => !!a?.address);
  const senderAddresses = new Set(senders.map((a) => a.address.toLowerCase()));
  const ccAddresses = new Set(message.cc.map((a) => a.address.toLowerCase()));
  const byRecruiter = (set: Set<string>): JobCandidate[] =>
    candidates.filter((job) => (job.recruiterEmails ?? []).some((e) => set.has(e.trim().toLowerCase())));
  for (const [set, where] of [
    [senderAddresses, 'sent by'],
    [ccAddresses, 'copied to'],
  ] as const) {
    const jobs = byRecruiter(set);
    if (jobs.length === 0) continue;
    const picked = narrow(jobs, ownText);
    if (!picked) return null;
    const address = [...set].find((a) =>
      (picked.job.recruiterEmails ?? []).some((e) => e.toLowerCase() === a),
    );
    return result({
      job: picked.job,
      score: SCORES.recruiter,
      rule: 'recruiter',
      reason: `The reply was ${where} the job's recruiter (${address ?? ''}).`,
    });
  }

  // 3. company domain (an ATS's or a mailbox provider's domain says nothing)
  const senderDomains = new Set(
    senders
      .map((a) => domainOf(a.address))
      .filter((d) => !isAtsDomain(d) && !isInList(d, MAILBOX_DOMAINS))
      .map(baseDomain),
  );
  if (senderDomains.size > 0) {
    const jobs = candidates.filter((job) => {
      const domain = companyDomainOf(job);
      return domain !== null && senderDomains.has(domain);
    });
    if (jobs.length > 0) {
      const picked = narrow(jobs, ownText);
      if (!picked) return null;
      return result({
        job: picked.job,
        score: SCORES.domain,
        rule: 'domain',
        reason: `The sender's domain is ${picked.job.company}'s (${companyDomainOf(picked.job) ?? ''}).`,
      });
    }
    // The company's domain is unknown (a posting on an ATS), but the sender's domain spells its
    // name: northwind-analytics.com for Northwind Analytics, meridiancap.com for Meridian Capital.
    const spelled = candidates.filter((job) => [...senderDomains].some((d) => domainSpells(d, job.company)));
    if (spelled.length > 0) {
      const picked = narrow(spelled, ownText);
      if (!picked) return null;
      return result({
        job: picked.job,
        score: SCORES.domain - 0.1,
        rule: 'domain',
        reason: `The sender's domain spells ${picked.job.company}'s name.`,
      });
    }
  }

  // 4. company name: where the sender names itself first, then anywhere in the text
  const displayText = normText(senders.map((a) => a.name).join(' '));
  const named = (text: string): JobCandidate[] =>
    candidates.filter((job) => {
      const key = companyKey(job.company);
      return key !== '' && text.includes(` ${key} `);
    });
  for (const [text, where] of [
    [`${displayText} ${subjectText}`, 'the sender or the subject'],
    [ownText, 'the message'],
  ] as const) {
    const jobs = named(text);
    if (jobs.length === 0) continue;
    // Distinct companies named: the one with the longest name ("Acme Health" over "Acme") if one
    // contains the other, else it cannot tell.
    const keys = [...new Set(jobs.map((j) => companyKey(j.company)))].sort((a, b) => b.length - a.length);
    const [longest] = keys;
    if (!longest || keys.some((k) => !longest.includes(k))) return null;
    const sameCompany = jobs.filter((j) => companyKey(j.company) === longest);
    const picked = narrow(sameCompany, ownText);
    if (!picked) return null;
    const share = titleShare(picked.job.title, ownText);
    const rule: MatchRule = share >= 0.6 ? 'company-title' : 'company';
    return result({
      job: picked.job,
      score: SCORES[rule] + (where === 'the message' ? -0.1 : 0),
      rule,
      reason: `${picked.job.company} is named in ${where}${rule === 'company-title' ? `, with the title ${picked.job.title}` : ''}.`,
    });
  }
  // 5. the job's whole title, named by one job only
  const titled = candidates.filter(
    (job) => titleWords(job.title).length >= 2 && ownText.includes(normText(job.title)),
  );
  if (titled.length > 0) {
    const picked = narrow(titled, ownText);
    if (!picked) return null;
    return result({
      job: picked.job,
      score: SCORES.title,
      rule: 'title',
      reason: `The message names the title ${picked.job.title}.`,
    });
  }
  return null;
}

/** True when a sender's domain spells the company's name (its first label, hyphens dropped). */
function domainSpells(domain: string, company: string): boolean {
  const label = (baseDomain(domain).split('.')[0] ?? '').replace(/-/g, '');
  const name = companyKey(company).replace(/ /g, '');
  if (label.length < 5 || name.length < 5) return false;
  return label === name || name.startsWith(label) || label.startsWith(name);
}

function result(scored: Scored): ReplyMatch {
  return {
    jobId: scored.job.id,
    score: Math.round(scored.score * 100) / 100,
    rule: scored.rule,
    reason: scored.reason,
  };
}
