// @ts-check
// `npm run bench:fit`: how well the fit engine (libs/fit) reads postings and rates resumes, measured
// on the evaluation set in libs/fit/eval (40 postings, 8 fields, marked by a person; see its README).
// Prints, for the dev, held-out and fresh splits apart (see the set's README) and for all:
//   - extraction precision and recall against the marked qualifications (required, preferred, all);
//   - band agreement with the person's band for each resume (exact, within one band);
//   - the time of extraction + matching per job (p50, p95; the goal is p95 < 50 ms).
// A measurement, not a test: it exits 0. Builds libs/fit first (swc, about a second).
//
//   npm run bench:fit
//   npm run bench:fit -- --verbose     each dev posting's misses and extras, each resume's band
//   npm run bench:fit -- --rounds 50   timing rounds over the set (default 20)
//   npm run bench:fit -- --service     also the fit work's time per job at the service (jobs' module on PostgreSQL)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { quantile } from './lib/http-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const libDir = path.join(root, 'libs/fit');
execFileSync(
  'npx',
  ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc', '--quiet'],
  {
    cwd: libDir,
    stdio: 'inherit',
  },
);
const fit = await import('@hirerelay/fit');

const VERBOSE = process.argv.includes('--verbose');
const roundsIndex = process.argv.indexOf('--rounds');
const ROUNDS = roundsIndex >= 0 ? Number(process.argv[roundsIndex + 1]) : 20;
// The evaluation set's resumes were written on this day ("2018 - present" counts to it).
const NOW = new Date('2026-11-28T00:00:00Z');

/**
 * @typedef {{ id: string, band: string, text: string }} Resume
 * @typedef {{ id: string, field: string, split: string, required: string[], preferred: string[], description: string, resumes: Resume[] }} Posting
 */

/** @param {string} file @returns {Posting} */
function parsePosting(file) {
  const text = readFileSync(file, 'utf8');
  const [head = '', ...blocks] = text.split(/^=== /m);
  /** @type {Record<string, string>} */
  const meta = {};
  for (const line of head.split('\n')) {
    const m = /^(\w+):\s*(.*)$/.exec(line);
    if (m?.[1]) meta[m[1]] = m[2] ?? '';
  }
  const list = (/** @type {string | undefined} */ value) =>
    (value ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
  /** @type {Posting} */
  const posting = {
    id: meta.id ?? path.basename(file),
    field: meta.field ?? '',
    split: meta.split ?? 'dev',
    required: list(meta.required),
    preferred: list(meta.preferred),
    description: '',
    resumes: [],
  };
  for (const block of blocks) {
    const newline = block.indexOf('\n');
    const title = block.slice(0, newline).trim();
    const body = block.slice(newline + 1).trim();
    if (title === 'description') posting.description = body;
    const resume = /^resume (\S+) band=(\w+)$/.exec(title);
    if (resume?.[1] && resume[2]) posting.resumes.push({ id: resume[1], band: resume[2], text: body });
  }
  return posting;
}

const dir = path.join(libDir, 'eval/postings');
const postings = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => parsePosting(path.join(dir, f)));

// ---- comparing an extracted requirement with a person's mark ----------------------------------

// The bench's own filler words, not the engine's (libs/fit/src/match.ts): a mark is compared with
// what the engine extracted without reusing the engine's normalisation, so the figures cannot
// flatter it through a shared word list.
const FILLER = new Set([
  'and',
  'or',
  'of',
  'in',
  'with',
  'the',
  'a',
  'an',
  'experience',
  'years',
  'year',
  'license',
  'degree',
]);
/** @param {string} text */
const words = (text) =>
  fit
    .tokenize(text)
    .map((t) => t.norm)
    .filter((w) => !FILLER.has(w) && !/^\d+\+?$/.test(w))
    .map((w) => w.replace(/(?:ing|ed|es|s)$/, ''));

/**
 * A mark read with the same vocabulary the engine uses (so "Postgres" and "PostgreSQL" are one
 * qualification): its degree level, its years, its terms, its words.
 * @param {string} mark
 */
function readMark(mark) {
  const degrees = fit.findDegrees(mark);
  const years = fit.parseYearsAsked(mark)?.years;
  const terms = fit.findTerms(fit.tokenize(mark)).map((hit) => hit.term.name);
  return { mark, degree: degrees[0]?.level, years, terms, words: words(mark) };
}

/** @param {ReturnType<typeof readMark>} mark @param {import('@hirerelay/fit').Requirement} item */
function same(mark, item) {
  if (mark.degree || item.degree) return mark.degree === item.degree;
  if (mark.years !== undefined) {
    if (item.years !== mark.years) return false;
    return !item.term || mark.terms.length === 0 || mark.terms.includes(item.term);
  }
  if (item.term && mark.terms.length > 0) return mark.terms.includes(item.term);
  const itemWords = words(item.label);
  if (itemWords.length === 0 || mark.words.length === 0) return false;
  const shared = itemWords.filter((w) => mark.words.includes(w)).length;
  return shared / new Set([...itemWords, ...mark.words]).size >= 0.5;
}

/**
 * Greedy pairing of marks and items. An item is used once, except that an item carrying years and
 * a term ("5+ years Python") may answer both a years mark and a mark for the term, as it asks both.
 * @param {ReturnType<typeof readMark>[]} marks @param {import('@hirerelay/fit').Requirement[]} items
 */
function pair(marks, items) {
  /** @type {Map<number, Set<string>>} */
  const used = new Map();
  const missed = [];
  let hits = 0;
  for (const mark of marks) {
    const role = mark.years !== undefined ? 'years' : 'term';
    const index = items.findIndex((item, i) => {
      const roles = used.get(i);
      if (roles && (roles.has(role) || !(item.years && item.term))) return false;
      return same(mark, item);
    });
    if (index >= 0) {
      used.set(index, new Set([...(used.get(index) ?? []), role]));
      hits += 1;
    } else missed.push(mark.mark);
  }
  const extra = items.filter((_, i) => !used.has(i)).map((item) => item.label);
  return { hits, usedItems: used.size, missed, extra };
}

const BANDS = /** @type {readonly string[]} */ (fit.FIT_BANDS);

/** @param {Posting[]} set @param {boolean} verbose */
function evaluate(set, verbose) {
  const tally = {
    required: { tp: 0, used: 0, marked: 0, found: 0 },
    preferred: { tp: 0, used: 0, marked: 0, found: 0 },
    all: { tp: 0, used: 0, marked: 0, found: 0 },
  };
  let exact = 0;
  let withinOne = 0;
  let resumes = 0;
  /** @type {number[][]} */
  const confusion = BANDS.map(() => BANDS.map(() => 0));
  for (const posting of set) {
    const items = fit.extractRequirements(posting.description);
    const req = posting.required.map(readMark);
    const pref = posting.preferred.map(readMark);
    const byKind = {
      required: pair(
        req,
        items.filter((i) => i.kind === 'required'),
      ),
      preferred: pair(
        pref,
        items.filter((i) => i.kind === 'preferred'),
      ),
      all: pair([...req, ...pref], items),
    };
    tally.required.tp += byKind.required.hits;
    tally.required.used += byKind.required.usedItems;
    tally.required.marked += req.length;
    tally.required.found += items.filter((i) => i.kind === 'required').length;
    tally.preferred.tp += byKind.preferred.hits;
    tally.preferred.used += byKind.preferred.usedItems;
    tally.preferred.marked += pref.length;
    tally.preferred.found += items.filter((i) => i.kind === 'preferred').length;
    tally.all.tp += byKind.all.hits;
    tally.all.used += byKind.all.usedItems;
    tally.all.marked += req.length + pref.length;
    tally.all.found += items.length;
    if (verbose) {
      console.log(`\n${posting.id}`);
      console.log(
        `  extracted: ${items.map((i) => `${i.kind === 'required' ? 'R' : 'P'}:${i.label}`).join(' | ')}`,
      );
      if (byKind.all.missed.length) console.log(`  missed:    ${byKind.all.missed.join(' | ')}`);
      if (byKind.all.extra.length) console.log(`  extra:     ${byKind.all.extra.join(' | ')}`);
    }
    for (const resume of posting.resumes) {
      const result = fit.analyzeFit(
        { description: posting.description, resumeText: resume.text, now: NOW },
        items,
      );
      const want = BANDS.indexOf(resume.band);
      const got = BANDS.indexOf(result.band);
      resumes += 1;
      if (want === got) exact += 1;
      if (Math.abs(want - got) <= 1) withinOne += 1;
      const row = confusion[want];
      if (row) row[got] = (row[got] ?? 0) + 1;
      if (verbose) {
        console.log(`  ${resume.id}: person ${resume.band}, engine ${result.band} (${result.score})`);
        for (const r of result.requirements) {
          console.log(
            `     ${r.matched ? '+' : '-'} ${r.kind[0]} ${r.label} ${r.credit}${r.note ? ` (${r.note})` : ''}`,
          );
        }
      }
    }
  }
  return { tally, exact, withinOne, resumes, confusion };
}

/**
 * Precision: the share of extracted items that answer a mark; recall: the share of marks answered.
 * @param {{ tp: number, used: number, marked: number, found: number }} t
 */
const pr = (t) => {
  const p = t.found ? t.used / t.found : 0;
  const r = t.marked ? t.tp / t.marked : 0;
  const f1 = p + r ? (2 * p * r) / (p + r) : 0;
  return `precision ${(p * 100).toFixed(1)}% (${t.used}/${t.found})  recall ${(r * 100).toFixed(1)}% (${t.tp}/${t.marked})  F1 ${(f1 * 100).toFixed(1)}%`;
};

/** @param {string} title @param {Posting[]} set */
function report(title, set) {
  const { tally, exact, withinOne, resumes, confusion } = evaluate(set, VERBOSE && title === 'dev');
  console.log(`\n== ${title}: ${set.length} postings, ${resumes} resumes`);
  console.log(`  extraction, required:  ${pr(tally.required)}`);
  console.log(`  extraction, preferred: ${pr(tally.preferred)}`);
  console.log(`  extraction, all:       ${pr(tally.all)}   (kind ignored)`);
  console.log(
    `  band agreement: exact ${exact}/${resumes} (${((exact / resumes) * 100).toFixed(0)}%), within one band ${withinOne}/${resumes} (${((withinOne / resumes) * 100).toFixed(0)}%)`,
  );
  console.log(`  person \\ engine  ${BANDS.map((b) => b.padStart(9)).join('')}`);
  BANDS.forEach((band, i) =>
    console.log(`  ${band.padEnd(16)}${(confusion[i] ?? []).map((n) => String(n).padStart(9)).join('')}`),
  );
}

report(
  'dev',
  postings.filter((p) => p.split === 'dev'),
);
report(
  'held-out (not looked at while tuning)',
  postings.filter((p) => p.split === 'holdout'),
);
report(
  'fresh (written after the engine and its vocabulary)',
  postings.filter((p) => p.split === 'fresh'),
);
report('all', postings);

// ---- timing ---------------------------------------------------------------------------------

/** @type {number[]} */
const times = [];
for (let round = 0; round < ROUNDS + 2; round++) {
  for (const posting of postings) {
    const resume = posting.resumes[0];
    if (!resume) continue;
    const started = performance.now();
    fit.analyzeFit({ description: posting.description, resumeText: resume.text, now: NOW });
    const ms = performance.now() - started;
    if (round >= 2) times.push(ms); // two warm-up rounds
  }
}
const big = `${postings.map((p) => p.description).join('\n\n')}\n`.repeat(20).slice(0, 200_000);
const bigTimes = [];
for (let i = 0; i < 5; i++) {
  const started = performance.now();
  fit.analyzeFit({ description: big, resumeText: big, now: NOW });
  bigTimes.push(performance.now() - started);
}
console.log(`\n== time per job (extraction + matching, one resume), ${times.length} runs on this machine`);
console.log(
  `  p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms (goal: p95 < 50 ms)`,
);
console.log(
  `  200 KB description and 200 KB resume: p50 ${quantile(bigTimes, 0.5).toFixed(1)} ms, max ${Math.max(...bigTimes).toFixed(1)} ms`,
);

// ---- at the service (--service) ---------------------------------------------------------------
// The fit work in jobs' module on PostgreSQL (scripts/lib/fit-service.bench.ts): one job per
// transaction, p50/p95 of take + analyse + store + commit. BENCH_FIT_JOBS sets the job count (400).
if (process.argv.includes('--service')) {
  execFileSync(
    'npx',
    ['vitest', 'run', '--config', 'scripts/lib/vitest-fit-bench.config.ts', '--reporter', 'default'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}
