import type { TJobStatus } from '@hirerelay/domain';
import type { ClassifiableMessage, ReplyClassification, ReplyClassifier, ReplyKind } from './types.js';

/** The job status each kind suggests to staff; kinds that do not move a job suggest none. */
export const SUGGESTED_STATUS: Record<ReplyKind, TJobStatus | null> = {
  interview: 'Interview Scheduled',
  assessment: null,
  rejection: 'Rejected',
  offer: 'Offer Received',
  acknowledgement: null,
  other: null,
};

type Scored = Exclude<ReplyKind, 'other'>;
interface Rule {
  kind: Scored;
  weight: number;
  pattern: RegExp;
  /** A rule for progress (an invitation, an offer): negated, it reads as a rejection. */
  progress?: boolean;
}

// Phrase rules, read on one sentence at a time (lower-cased, curly quotes straightened).
const RULES: Rule[] = [
  // ---- rejection
  {
    kind: 'rejection',
    weight: 3,
    pattern:
      /\b(?:other|another|the other) (?:applicants?|candidates?|finalists?) (?:are|is|were|was|had|have) (?:a )?(?:better|closer|stronger|more)\b|\bwithdraw(?:ing|n)? (?:the|this) (?:opening|position|role|posting|requisition)\b/,
  },
  {
    kind: 'rejection',
    weight: 1.5,
    pattern:
      /\bsorry to (?:say|tell|let you know|inform|be the bearer|share)\b|\bbearer of (?:bad |this |the )?news\b/,
  },
  { kind: 'rejection', weight: 3, pattern: /\b(?:going to|decided to|will|have to|must|'ll) pass\b/ },
  {
    kind: 'rejection',
    weight: 3,
    pattern:
      /\b(?:went|gone|going|go) (?:with|to) (?:someone|another|a different|an internal|a candidate|other)\b/,
  },
  {
    kind: 'rejection',
    weight: 3,
    pattern:
      /\b(?:we have|we've|we) (?:now )?(?:filled|hired for|closed|cancell?ed)\b|\bclos(?:e|ing) (?:out )?your application\b|\bno longer (?:accepting|reviewing)\b/,
  },
  {
    kind: 'rejection',
    weight: 2.5,
    pattern:
      /\b(?:position|role|requisition|vacancy|opening|search)\b.{0,60}\b(?:has been|was|is) (?:filled|cancell?ed|closed|withdrawn)\b/,
  },
  { kind: 'rejection', weight: 2, pattern: /\b(?:unfortunately|regrettably|sadly)\b/ },
  { kind: 'rejection', weight: 3, pattern: /\bregret to (?:inform|let you know|advise)\b/ },
  {
    kind: 'rejection',
    weight: 3,
    pattern:
      /\b(?:mov(?:e|ing) (?:forward|ahead)|proceed(?:ing)?|continu(?:e|ing)|go(?:ing)? (?:ahead|forward)|progress(?:ing)?)\s+with\s+(?:other|another|a different|different|(?:an?|the) (?:other|candidate|applicant)s?|candidates?|applicants?)\b/,
  },
  {
    kind: 'rejection',
    weight: 3,
    pattern:
      /\b(?:decided|chosen|elected|opted)\s+(?:not to|to pursue other|to pursue another|to go in a different direction)\b/,
  },
  {
    kind: 'rejection',
    weight: 3,
    pattern:
      /\b(?:other |another )?(?:candidates?|applicants?) (?:whose|who(?:se)?|that) (?:experience|skills|background|qualifications|profiles?|more closely|better|more)\b/,
  },
  {
    kind: 'rejection',
    weight: 3,
    pattern:
      /\b(?:position|role|vacancy|opening|job|requisition) (?:has|have) (?:now )?been (?:filled|closed|cancell?ed)\b/,
  },
  {
    kind: 'rejection',
    weight: 3,
    pattern:
      /\b(?:no longer|not) (?:be )?(?:under consideration|being considered|considering your|in consideration)\b/,
  },
  { kind: 'rejection', weight: 3, pattern: /\bnot (?:been )?(?:selected|shortlisted|successful|chosen)\b/ },
  { kind: 'rejection', weight: 3, pattern: /\bunsuccessful\b/ },
  {
    kind: 'rejection',
    weight: 3,
    pattern:
      /\b(?:offer(?:ed)?|give|gave|given|hire[ds]?|select(?:ed)?|chose|chosen|extend(?:ed)?(?: an offer)?)(?: (?:the|this) (?:position|role|job))? (?:to )?(?:another|a different|an(?:other)? internal|a more experienced|an? (?:other|external)) (?:candidate|applicant|person|individual)\b/,
  },
  {
    kind: 'rejection',
    weight: 3,
    pattern:
      /\b(?:will|would|are|can) not (?:be )?(?:moving|proceeding|progressing|advancing|taking|continuing|pursuing|offering|extending|able to (?:offer|move|proceed|progress))\b/,
  },
  {
    kind: 'rejection',
    weight: 3,
    pattern:
      /\b(?:won't|cannot|can't|unable to) (?:be )?(?:moving|proceeding|progressing|advancing|taking|continuing|offer|extend|move|proceed|progress)\b/,
  },
  {
    kind: 'rejection',
    weight: 2,
    pattern: /\bnot (?:the right|a) (?:fit|match)\b|\bnot (?:a )?(?:strong enough )?match\b/,
  },
  {
    kind: 'rejection',
    weight: 1,
    pattern:
      /\bwish(?:ing)? you (?:the (?:very )?best|(?:every|much|good) (?:success|luck)|well|all the best|success)\b/,
  },
  {
    kind: 'rejection',
    weight: 1,
    pattern: /\b(?:keep|retain|hold) your (?:resume|cv|details|information|application|profile) on file\b/,
  },
  {
    kind: 'rejection',
    weight: 1.5,
    pattern: /\bencourage you to (?:apply|keep an eye|check|look)\b.*\b(?:other|future)\b/,
  },
  {
    kind: 'rejection',
    weight: 1.5,
    pattern:
      /\bhighly competitive\b|\b(?:large|high|great) (?:number|volume) of (?:applications|applicants|candidates)\b/,
  },
  { kind: 'rejection', weight: 2, pattern: /\b(?:difficult|tough|hard) decision\b/ },
  {
    kind: 'rejection',
    weight: 3,
    pattern: /\b(?:put|placed|placing) (?:the|this) (?:role|position|search|hiring) on hold\b/,
  },

  // ---- offer
  {
    kind: 'offer',
    weight: 3.5,
    pattern:
      /\b(?:like|love|want|thrilled|excited) (?:for )?(?:you to join|you on (?:the|our) team|to have you (?:start|join|lead|on))\b/,
    progress: true,
  },
  {
    kind: 'offer',
    weight: 2.5,
    pattern:
      /\boffer (?:paperwork|documents?|contract)\b|\bemployment (?:agreement|contract)\b|\bcountersign\b|\bcontract (?:for your signature|is attached|attached)\b|\bsign (?:and return )?(?:the|your) (?:contract|paperwork|agreement)\b/,
    progress: true,
  },
  { kind: 'offer', weight: 1.5, pattern: /\bcongratulations\b/ },
  {
    kind: 'offer',
    weight: 1,
    pattern:
      /\b(?:salary|pay) (?:is|would be|will be)\b|\$\d[\d,.]*\s?k?\s?(?:\/|per |an? )(?:hour|hr|year|week)\b/,
  },
  {
    kind: 'offer',
    weight: 4,
    pattern: /\b(?:pleased|happy|delighted|thrilled|excited|glad) to (?:formally )?offer you\b/,
    progress: true,
  },
  {
    kind: 'offer',
    weight: 4,
    pattern:
      /\b(?:extend|extending|make|making|present|presenting)\s+(?:you\s+)?(?:an?|the|our|this)\s+(?:formal |verbal |written |conditional |official )?offer\b/,
    progress: true,
  },
  {
    kind: 'offer',
    weight: 3,
    pattern:
      /\boffer (?:letter|of employment|package|details)\b|\b(?:job|employment|formal|verbal|written|conditional) offer\b/,
    progress: true,
  },
  {
    kind: 'offer',
    weight: 3,
    pattern: /\b(?:like|love|want) to offer you\b|\boffer you the (?:position|role|job)\b/,
    progress: true,
  },
  {
    kind: 'offer',
    weight: 2,
    pattern: /\baccept(?:ing|ance of)? (?:the|this|our|your) offer\b|\bsign(?:ed)? (?:the|your) offer\b/,
    progress: true,
  },
  {
    kind: 'offer',
    weight: 1.5,
    pattern: /\bwelcome (?:you )?(?:to the team|aboard|on board)\b/,
    progress: true,
  },
  {
    kind: 'offer',
    weight: 1,
    pattern:
      /\b(?:base|starting|annual) (?:salary|pay|compensation)\b|\bhourly rate\b|\bsigning bonus\b|\bequity\b/,
  },
  { kind: 'offer', weight: 1, pattern: /\b(?:proposed |anticipated )?start date\b/ },

  // ---- interview
  {
    kind: 'interview',
    weight: 3,
    pattern:
      /\b(?:sit down with you|stop by|come (?:in|by) (?:to|for|on|at|and)|drop by|show you around|give you a tour)\b/,
    progress: true,
  },
  {
    kind: 'interview',
    weight: 2,
    pattern:
      /\b(?:name|suggest|propose|send me|share) (?:a|some|a few|two or three) (?:days?|times|slots|half-days|dates)\b/,
  },
  { kind: 'interview', weight: 2.5, pattern: /\b(?:are|would) you (?:be )?(?:free|around|available)\b/ },
  {
    kind: 'interview',
    weight: 3,
    pattern: /\bbring you (?:in|into|on-?site|to (?:the|our) (?:office|store|campus|school)|back)\b/,
    progress: true,
  },
  {
    kind: 'interview',
    weight: 2.5,
    pattern:
      /\bmeet (?:with )?(?:the|our|a few|some of the|members of the|the rest of the) (?:team|hiring manager|manager|director|principal|panel|committee)\b/,
    progress: true,
  },
  {
    kind: 'interview',
    weight: 3,
    pattern:
      /\b(?:call|meeting|interview|conversation|chat|session|visit)\b.{0,60}\b(?:has been|is|was) (?:booked|scheduled|set|confirmed|arranged)\b/,
  },
  {
    kind: 'interview',
    weight: 3,
    pattern: /\b(?:call|time|meeting|chat) on the (?:books|calendar)\b/,
    progress: true,
  },
  {
    kind: 'interview',
    weight: 2,
    pattern: /\bwhich (?:one|time|slot|day|option)s? (?:works|suits)\b|\bdoes .{1,40} work for you\b/,
  },
  {
    kind: 'interview',
    weight: 1.5,
    pattern:
      /\bjoin (?:with|via|on) (?:microsoft teams|teams|zoom|google meet)\b|\b(?:calendar|meeting) invite\b|\b(?:virtual )?on-?site\b|\bsuperday\b/,
  },
  {
    kind: 'interview',
    weight: 3,
    pattern:
      /\binvit(?:e|ed|ing|ation)\b.{0,40}\b(?:interview|phone screen|screening call|video call|call|chat|conversation|meeting|on-?site|panel|meet)\b/,
    progress: true,
  },
  {
    kind: 'interview',
    weight: 3,
    pattern:
      /\b(?:schedule|set up|arrange|book|line up|organi[sz]e|coordinate)\b.{0,30}\b(?:interview|phone screen|screen|call|chat|conversation|meeting|time to (?:talk|speak|meet|chat)|zoom|teams)\b/,
    progress: true,
  },
  {
    kind: 'interview',
    weight: 3,
    pattern:
      /\b(?:like|love|want|keen|happy) to (?:speak|talk|chat|meet|connect) (?:with you|further|more)\b/,
    progress: true,
  },
  {
    kind: 'interview',
    weight: 2.5,
    pattern:
      /\byour availability\b(?! to start)|\bwhen (?:are|would) you (?:be )?available\b|\bwhat (?:times?|days?) (?:work|suit)|\bavailable (?:for|on|to) (?:a|an|the)\b|\b(?:pick|select|choose|book) a (?:time|slot)\b|\bcalendly\b|\bgoodtime\b|\bscheduling link\b/,
  },
  {
    kind: 'interview',
    weight: 3,
    pattern:
      /\binterview (?:is |has been )?(?:confirmed|scheduled|invitation|request)\b|\binterview (?:details|confirmation)\b/,
  },
  {
    kind: 'interview',
    weight: 2,
    pattern:
      /\b(?:next|second|final|2nd|3rd|first) (?:round|stage) (?:interview|of interviews)\b|\bphone screen\b|\bpanel interview\b|\bon-?site (?:interview|visit)\b/,
    progress: true,
  },
  {
    kind: 'interview',
    weight: 2,
    pattern:
      /\b(?:move|moving|advance|advancing|progress|progressing) (?:you )?(?:forward|ahead|on|to the next)\b/,
    progress: true,
  },
  {
    kind: 'interview',
    weight: 0.75,
    pattern: /\binterview(?!s? (?:questions|tips|prep|advice|skills))\b/,
    progress: true,
  },
  {
    kind: 'interview',
    weight: 1,
    pattern: /\b(?:zoom|microsoft teams|google meet) (?:link|meeting|call)\b|\bmeeting link\b/,
  },
  {
    kind: 'interview',
    weight: 1,
    pattern: /\bshadow (?:shift|day)\b|\bworking interview\b|\bdemo lesson\b|\bteaching demo\b/,
    progress: true,
  },

  // ---- assessment (and other next steps before a decision)
  {
    kind: 'assessment',
    weight: 2.5,
    pattern:
      /\bmock (?:discovery |sales |cold )?(?:call|pitch|meeting|demo)\b|\brole-?play\b|\bprepare a (?:short |brief )?(?:deck|presentation|pitch)\b/,
    progress: true,
  },
  {
    kind: 'assessment',
    weight: 2,
    pattern: /\breferences\b|\breferees\b|\b(?:former|previous|past) (?:managers|supervisors)\b/,
  },
  {
    kind: 'assessment',
    weight: 2.5,
    pattern:
      /\b(?<!\bwe (?:will |expect to |plan to |hope to |aim to )?)(?:fill (?:out|in)|take|complete|finish)\b.{0,40}\b(?:survey|questionnaire|profile|checklist|exercise|assessment|test)\b/,
  },
  {
    kind: 'assessment',
    weight: 2.5,
    pattern:
      /\bupload (?:a copy of |copies of )?(?:your|the|three|two)\b.{0,30}\b(?:licen[cs]e|transcripts?|certifications?|documents|references?|letters?|records|card)\b|\bletters? of (?:reference|recommendation)\b|\bdocuments (?:required|needed)\b|\bapplication is incomplete\b/,
  },
  {
    kind: 'assessment',
    weight: 2.5,
    pattern: /\brecord (?:a|an|your|short)\b.{0,30}\b(?:video|answers|responses)\b/,
    progress: true,
  },
  {
    kind: 'assessment',
    weight: 2,
    pattern: /^(?!.*\b(?:feedback|candidate experience|anonymous)\b).*\b(?:exercise|survey)\b/,
    progress: true,
  },
  { kind: 'assessment', weight: 3, pattern: /\bassessments?\b/, progress: true },
  {
    kind: 'assessment',
    weight: 3,
    pattern:
      /\b(?:coding|technical|take-?home|online|skills?|aptitude|personality|cognitive|written|typing|numerical|excel) (?:challenge|exercise|test|task|assignment|assessment|questionnaire|evaluation)\b/,
    progress: true,
  },
  {
    kind: 'assessment',
    weight: 3,
    pattern:
      /\b(?:hackerrank|codility|codesignal|testgorilla|criteria corp|hirevue|shl|pymetrics|coderpad|karat)\b/,
  },
  {
    kind: 'assessment',
    weight: 2.5,
    pattern:
      /\bcase study\b|\bwork sample\b|\bsample (?:task|assignment|lesson plan)\b|\bone-way video\b|\brecorded (?:video )?(?:interview|responses)\b/,
    progress: true,
  },
  {
    kind: 'assessment',
    weight: 2,
    pattern:
      /\b(?<!\bwe (?:will |expect to |plan to |hope to |aim to )?)complete (?:the|a|our|this|an|your)\b.{0,30}\b(?:questionnaire|form|survey|task|exercise|test|application|profile|screening)\b/,
  },
  {
    kind: 'assessment',
    weight: 2,
    pattern: /\bquestionnaire\b|\bscreening questions\b|\bskills checklist\b/,
  },
  {
    kind: 'assessment',
    weight: 2,
    pattern:
      /\bbackground (?:check|screening)\b|\breference checks?\b|\bprovide (?:\w+ )?(?:professional )?references\b|\bdrug (?:test|screen)\b|\bcredential(?:ing|s)? verification\b/,
  },
  { kind: 'assessment', weight: 1, pattern: /\bnext steps?\b/ },
  {
    kind: 'assessment',
    weight: 1,
    pattern:
      /\b(?:within|in the next) (?:\d+|two|three|five|seven) (?:days|business days|hours)\b.*\b(?:complete|submit)\b|\bdeadline\b/,
  },

  // ---- acknowledgement
  {
    kind: 'acknowledgement',
    weight: 2,
    pattern:
      /\b(?:applications|they) are reviewed\b|\bcame through\b|\b(?:is|are) with (?:our|the) (?:recruiting|hiring|talent|search)\b|\bin the order (?:received|they arrive)\b/,
  },
  {
    kind: 'acknowledgement',
    weight: 2,
    pattern:
      /\bconfirmation that your\b|\bapplication confirmation\b|\bthis (?:note|e-?mail|message) confirms\b/,
  },
  { kind: 'acknowledgement', weight: 1.5, pattern: /\b(?:look|looking) (?:it |them )?(?:over|at it)\b/ },
  {
    kind: 'acknowledgement',
    weight: 2.5,
    pattern:
      /\b(?:received|receiving|receipt of|got|have got|have) your (?:application|resume|cv|submission)\b|\byour application (?:reached|has reached) us\b/,
  },
  {
    kind: 'acknowledgement',
    weight: 2,
    pattern:
      /\bthank(?:s| you) for (?:applying|your application|submitting|your submission|your recent application)\b/,
  },
  {
    kind: 'acknowledgement',
    weight: 2,
    pattern:
      /\bapplication (?:has been|was|is) (?:successfully )?(?:received|submitted|complete)\b|\bsuccessfully (?:submitted|applied|received)\b/,
  },
  {
    kind: 'acknowledgement',
    weight: 1.5,
    pattern:
      /\b(?:will|'ll|are|is) (?:now )?(?:carefully |currently )?(?:review(?:ing)?|be reviewing|being reviewed|under review)\b|\bunder review\b|\breview(?:ing)? (?:your|all) (?:application|applications|qualifications|materials)\b/,
  },
  {
    kind: 'acknowledgement',
    weight: 1,
    pattern:
      /\b(?:be|get|are) in touch\b|\bhear from us\b|\bget back to you\b|\breach out (?:to you )?(?:if|should|when)\b|\bcontact you (?:if|should|when|regarding next)\b/,
  },
  { kind: 'acknowledgement', weight: 1, pattern: /\bthank(?:s| you) for your interest\b/ },
  {
    kind: 'acknowledgement',
    weight: 1,
    pattern:
      /\bthank(?:s| you) for (?:reaching out|sending|getting in touch|following up)\b|\b(?:read|look|go) (?:through|over) (?:it|your)\b/,
  },
  {
    kind: 'acknowledgement',
    weight: 0.5,
    pattern: /\b(?:do not|don't|please don't|no need to) reply\b|\bautomated (?:message|e-?mail|response)\b/,
  },
];

// A negation shortly before a progress phrase turns it into a refusal ("we will not be scheduling
// interviews", "unfortunately we are unable to offer you the role").
const NEGATION =
  /\b(?:not|no longer|never|unable|cannot|can't|won't|wouldn't|isn't|aren't|unfortunately|regrettably|sadly|regret)\b/;
// A condition or a promise about later keeps a progress phrase from counting in full: "if your
// experience matches, a recruiter will reach out to schedule an interview" is an acknowledgement.
const CONDITIONAL =
  /\b(?:if|should (?:your|you|we|there)|in the event|once|whether|may|might|selected candidates|shortlisted candidates|qualified candidates|candidates who)\b/;
// Looking back on an interview that happened is no invitation.
const PAST_INTERVIEW =
  /\b(?:thank(?:s| you) for (?:taking the time to |your time |coming in |)?(?:interview|meet|speak|talk|record|complet|submit|tak)|(?:after|following) (?:your|our|the) (?:recent )?(?:interview|conversation|call|meeting)|(?:enjoyed|great|pleasure) (?:meeting|speaking|talking|getting to know)|since (?:we|your) (?:spoke|interview|met))/;

const SUBJECT_WEIGHT = 1.5;
const MIN_SCORE = 1.5;
// When classes tie, the one that matters more to the user wins.
const PRECEDENCE: Scored[] = ['rejection', 'offer', 'interview', 'assessment', 'acknowledgement'];
const MAX_SENTENCES = 200;

/** The sentences of a text: its lines, split again at sentence ends. */
export function sentences(text: string): string[] {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .split(/\n+|(?<=[.!?])\s+(?=["'(]?[A-Z0-9])/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 1)
    .slice(0, MAX_SENTENCES);
}

interface Hit {
  kind: Scored;
  weight: number;
  sentence: string;
}

function scoreSentence(sentence: string, factor: number): Hit[] {
  const lower = sentence.toLowerCase();
  const hits: Hit[] = [];
  const past = PAST_INTERVIEW.test(lower);
  const conditional = CONDITIONAL.test(lower);
  const seen = new Set<Scored>();
  for (const rule of RULES) {
    const m = rule.pattern.exec(lower);
    if (!m) continue;
    let kind = rule.kind;
    let weight = rule.weight * factor;
    if (rule.progress) {
      const before = lower.slice(Math.max(0, m.index - 60), m.index);
      if (NEGATION.test(before)) {
        kind = 'rejection';
      } else {
        if ((kind === 'interview' || kind === 'assessment') && past) weight = 0;
        if (conditional) weight *= 0.2;
      }
    } else if ((kind === 'interview' || kind === 'offer') && conditional) weight *= 0.4;
    // Per sentence, a class counts its strongest rule plus half of the others.
    if (seen.has(kind)) weight *= 0.5;
    seen.add(kind);
    if (weight > 0) hits.push({ kind, weight, sentence });
  }
  return hits;
}

/**
 * The embedded rule-based classifier: phrase rules per class read sentence by sentence on the
 * subject (weighted 1.5) and the message's own text (quoted history and signature excluded, see
 * parseInboundMessage), with negation ("we will not be moving forward" is a refusal, "we are moving
 * forward" is not), conditions ("if selected, we will schedule an interview") and looking back
 * ("thank you for interviewing with us") handled. Deterministic and synchronous.
 */
export function classifyReply(message: ClassifiableMessage): ReplyClassification {
  const totals = new Map<Scored, number>();
  const best = new Map<Scored, Hit>();
  const add = (hits: Hit[]): void => {
    for (const hit of hits) {
      totals.set(hit.kind, (totals.get(hit.kind) ?? 0) + hit.weight);
      const top = best.get(hit.kind);
      if (!top || hit.weight > top.weight) best.set(hit.kind, hit);
    }
  };
  const subject = message.subject.replace(/^(?:\s*(?:re|fwd?|aw|sv|tr)\s*:\s*)+/i, '').trim();
  if (subject) add(scoreSentence(subject, SUBJECT_WEIGHT));
  for (const sentence of sentences(message.body)) add(scoreSentence(sentence, 1));

  const ranked = PRECEDENCE.map((kind) => ({ kind, score: totals.get(kind) ?? 0 })).sort(
    (a, b) => b.score - a.score || PRECEDENCE.indexOf(a.kind) - PRECEDENCE.indexOf(b.kind),
  );
  const [first, second] = ranked;
  if (!first || first.score < MIN_SCORE) {
    return { kind: 'other', confidence: 0.5, evidence: '', suggestedStatus: null, classifier: 'rules' };
  }
  const margin = first.score / (first.score + (second?.score ?? 0));
  const strength = Math.min(1, first.score / 4);
  return {
    kind: first.kind,
    confidence: Math.round(margin * strength * 100) / 100,
    evidence: best.get(first.kind)?.sentence ?? '',
    suggestedStatus: SUGGESTED_STATUS[first.kind],
    classifier: 'rules',
  };
}

/** The rules as a ReplyClassifier, the default a model-backed classifier falls back to. */
export const rulesClassifier: ReplyClassifier = {
  name: 'rules',
  classify: (message) => Promise.resolve(classifyReply(message)),
};
