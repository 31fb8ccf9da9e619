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

/**
 * Noun phrases of a sentence that can stand as a qualification ("clinical trials data",
 * "territory management"): found with compromise's rule-based tagger (no model download), then
 * stripped of determiners and vague adjectives, and dropped when only generic words are left.
 */
export function nounPhrases(sentence: string): string[] {
  const doc = nlp(sentence);
  // Tagging plus one match: `nouns()` gives the same phrases here at four times the cost.
  const raw = doc.match('#Adjective* #Noun+').out('array') as string[];
  const out: string[] = [];
  for (const phrase of raw) {
    let clean = phrase
      .replace(/[.,;:!?)(]+$/g, '')
      .replace(/^[("'“]+/, '')
      .trim();
    for (let i = 0; i < 3; i++) clean = clean.replace(DETERMINERS, '').replace(WEAK_ADJECTIVES, '');
    const words = clean.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.length > 4) continue;
    const content = words.filter((w) => !GENERIC.has(w) && !/^\d/.test(w));
    if (content.length === 0) continue;
    if (GENERIC.has(words[words.length - 1]!) && content.length < 2) continue;
    if (clean.length < 3) continue;
    out.push(clean);
  }
  return out;
}
