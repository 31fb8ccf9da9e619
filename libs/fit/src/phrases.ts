import nlp from 'compromise';

/** Head words that make a phrase generic ("the team", "our customers", "strong communication"). */
const GENERIC = new Set(
  `ability abilities attitude team teams customer customers client clients company companies environment
  work job role position candidate candidates opportunity opportunities people person business businesses
  experience experiences skill skills knowledge understanding passion desire willingness way ways thing things
  time times day days year years month months week weeks year's level levels area areas field fields part
  plus bonus advantage background track record results detail details eye self starter mindset energy
  motivation interest interests focus sense culture mission value values goal goals world life lot range variety
  number amount part parts member members colleague colleagues stakeholder partner partners
  organization organisation organizations others other us you we they it this that these those yours ours
  hours shift shifts travel salary pay benefits week`.split(/\s+/),
);

const DETERMINERS =
  /^(?:the|a|an|our|your|their|its|this|that|these|those|any|some|all|each|every|other|such)\s+/i;
const WEAK_ADJECTIVES =
  /^(?:strong|excellent|good|great|solid|proven|demonstrated|deep|basic|advanced|working|hands-on|previous|prior|relevant|related|similar|comparable|current|valid|active|new|various|multiple|high|fast|ability to)\s+/i;

interface TaggedTerm {
  text: string;
  tags: string[];
  pre: string;
  post: string;
}

const PHRASE_TAGS = new Set(['Noun', 'Adjective', 'Acronym', 'ProperNoun']);

/** Runs of nouns and adjectives, broken at any other word and at punctuation. */
function runs(terms: TaggedTerm[]): TaggedTerm[][] {
  const out: TaggedTerm[][] = [];
  let run: TaggedTerm[] = [];
  let inAside = false;
  const close = () => {
    // Trailing adjectives are not part of the noun phrase.
    while (run.length > 0 && !run[run.length - 1]!.tags.includes('Noun')) run.pop();
    if (run.length > 0 && !inAside) out.push(run);
    run = [];
  };
  for (const term of terms) {
    if (/[(,;:]/.test(term.pre)) {
      close();
      // "(NEC)" after a phrase is its abbreviation or an example: not a phrase of its own.
      inAside = term.pre.includes('(') && out.length > 0;
    }
    if (PHRASE_TAGS.has(term.tags[0] ?? '') || term.tags.includes('Noun')) run.push(term);
    else close();
    if (/[),;:.!?]/.test(term.post)) {
      close();
      if (term.post.includes(')')) inAside = false;
    }
  }
  close();
  return out;
}

/**
 * Noun phrases of a sentence that can stand as a qualification ("clinical trials data",
 * "National Electrical Code"): tagged with compromise's rule-based tagger (no model download),
 * cut into runs of nouns and adjectives, stripped of vague adjectives, and dropped when only
 * generic words ("the team", "our customers", "ability") or a place name are left.
 */
export function nounPhrases(sentence: string): string[] {
  const [parsed] = nlp(sentence).json() as Array<{ terms: TaggedTerm[] }>;
  const out: string[] = [];
  for (const run of runs(parsed?.terms ?? [])) {
    if (run.length === 1 && run[0]!.tags.includes('Place')) continue;
    let clean = run.map((term) => term.text).join(' ');
    for (let i = 0; i < 3; i++) clean = clean.replace(DETERMINERS, '').replace(WEAK_ADJECTIVES, '');
    const words = clean.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.length > 4 || clean.length < 3) continue;
    const content = words.filter((w) => !GENERIC.has(w) && !/^\d/.test(w));
    if (content.length === 0) continue;
    if (GENERIC.has(words[words.length - 1]!) && content.length < 2) continue;
    out.push(clean);
  }
  return out;
}
