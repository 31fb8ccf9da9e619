// @ts-check
// `npm run bench:replies`: how well the reply engine (libs/replies) reads employers' e-mails,
// measured on the evaluation set in libs/replies/eval (realistic messages written for the project,
// labelled by a person; see its README). Prints, for the dev, held-out and fresh splits apart and
// for all:
//   - per class precision, recall and F1, and the confusion matrix (person's class x engine's);
//   - matching: the right job, a wrong job, or none (when the person named a job), and for
//     messages that belong to no job whether the engine left them unmatched;
//   - the time per message of parse + classify + match (p50, p95).
// A measurement, not a test: it exits 0. Builds libs/replies first (swc, about a second).
//
//   npm run bench:replies
//   npm run bench:replies -- --verbose     each miss: file, person's and engine's class, evidence
//   npm run bench:replies -- --rounds 50   timing rounds over the set (default 20)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { quantile } from './lib/http-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const libDir = path.join(root, 'libs/replies');
execFileSync(
  'npx',
  ['swc', 'src', '-d', 'dist', '--strip-leading-paths', '--config-file', '../../.swcrc', '--quiet'],
  { cwd: libDir, stdio: 'inherit' },
);
const replies = await import('@hirerelay/replies');

const VERBOSE = process.argv.includes('--verbose');
const roundsIndex = process.argv.indexOf('--rounds');
const ROUNDS = roundsIndex >= 0 ? Number(process.argv[roundsIndex + 1]) : 20;

/**
 * @typedef {{ split: string, user: string, kind: string, job: string | null, field: string }} Label
 * @typedef {{ jobs: Record<string, import('@hirerelay/replies').JobCandidate[]>, messages: Record<string, Label> }} Labels
 */
const evalDir = path.join(libDir, 'eval');
/** @type {Labels} */
const labels = JSON.parse(readFileSync(path.join(evalDir, 'labels.json'), 'utf8'));
const files = readdirSync(path.join(evalDir, 'messages'))
  .filter((f) => f.endsWith('.eml'))
  .sort();
const unlabelled = files.filter((f) => !labels.messages[f]);
if (unlabelled.length) console.log(`(no label, left out: ${unlabelled.join(', ')})`);

const KINDS = /** @type {readonly string[]} */ (replies.REPLY_KINDS);

/** @typedef {{ file: string, label: Label, raw: Buffer, kind: string, evidence: string, confidence: number, jobId: string | null, rule: string | null }} Outcome */
/** @type {Outcome[]} */
const outcomes = [];
for (const file of files) {
  const label = labels.messages[file];
  if (!label) continue;
  const raw = readFileSync(path.join(evalDir, 'messages', file));
  const parsed = await replies.parseInboundMessage(raw);
  if (!parsed.ok) {
    console.log(`  ${file}: refused (${parsed.refusal.reason}: ${parsed.refusal.detail})`);
    outcomes.push({
      file,
      label,
      raw,
      kind: 'refused',
      evidence: '',
      confidence: 0,
      jobId: null,
      rule: null,
    });
    continue;
  }
  const c = replies.classifyReply(parsed.message);
  const m = replies.matchReplyToJob(parsed.message, labels.jobs[label.user] ?? []);
  outcomes.push({
    file,
    label,
    raw,
    kind: c.kind,
    evidence: c.evidence,
    confidence: c.confidence,
    jobId: m?.jobId ?? null,
    rule: m?.rule ?? null,
  });
}

const pct = (/** @type {number} */ n, /** @type {number} */ d) =>
  d ? `${((n / d) * 100).toFixed(1)}%` : '  -  ';

/** @param {string} title @param {Outcome[]} set */
function report(title, set) {
  console.log(`\n== ${title}: ${set.length} messages`);
  if (set.length === 0) return;
  const correct = set.filter((o) => o.kind === o.label.kind).length;
  console.log(`  classification accuracy ${pct(correct, set.length)} (${correct}/${set.length})`);
  console.log(`  ${'class'.padEnd(16)} precision        recall           F1`);
  for (const kind of KINDS) {
    const tp = set.filter((o) => o.kind === kind && o.label.kind === kind).length;
    const predicted = set.filter((o) => o.kind === kind).length;
    const actual = set.filter((o) => o.label.kind === kind).length;
    const p = predicted ? tp / predicted : 0;
    const r = actual ? tp / actual : 0;
    const f1 = p + r ? (2 * p * r) / (p + r) : 0;
    console.log(
      `  ${kind.padEnd(16)} ${pct(tp, predicted).padStart(6)} (${tp}/${predicted})`.padEnd(36) +
        `${pct(tp, actual).padStart(6)} (${tp}/${actual})`.padEnd(17) +
        `${predicted + actual ? (f1 * 100).toFixed(1) : '-'}%`,
    );
  }
  const short = KINDS.map((k) => k.slice(0, 6));
  console.log(`  person \\ engine   ${short.map((k) => k.padStart(7)).join('')}`);
  for (const kind of KINDS) {
    const row = KINDS.map((k) => set.filter((o) => o.label.kind === kind && o.kind === k).length);
    console.log(`  ${kind.padEnd(17)}${row.map((n) => String(n).padStart(7)).join('')}`);
  }
  const withJob = set.filter((o) => o.label.job !== null);
  const right = withJob.filter((o) => o.jobId === o.label.job).length;
  const none = withJob.filter((o) => o.jobId === null).length;
  const wrong = withJob.length - right - none;
  const noJob = set.filter((o) => o.label.job === null);
  const leftAlone = noJob.filter((o) => o.jobId === null).length;
  console.log(
    `  matching (${withJob.length} with a job): right ${right} (${pct(right, withJob.length)}), wrong ${wrong} (${pct(wrong, withJob.length)}), none ${none} (${pct(none, withJob.length)})`,
  );
  console.log(
    `  matching (${noJob.length} with no job): left unmatched ${leftAlone}, matched to a job ${noJob.length - leftAlone}`,
  );
  const rules = new Map();
  for (const o of set) if (o.rule) rules.set(o.rule, (rules.get(o.rule) ?? 0) + 1);
  console.log(`  rules that matched: ${[...rules].map(([r, n]) => `${r} ${n}`).join(', ')}`);
  if (VERBOSE && title.startsWith('dev')) {
    for (const o of set) {
      if (o.kind !== o.label.kind)
        console.log(
          `   class ${o.file}: person ${o.label.kind}, engine ${o.kind} (${o.confidence}) "${o.evidence}"`,
        );
      if (o.jobId !== o.label.job)
        console.log(`   job   ${o.file}: person ${o.label.job}, engine ${o.jobId} (${o.rule})`);
    }
  }
}

report(
  'dev (looked at while writing the rules)',
  outcomes.filter((o) => o.label.split === 'dev'),
);
report(
  'held-out (written with dev, never looked at while tuning)',
  outcomes.filter((o) => o.label.split === 'holdout'),
);
report(
  'fresh (written after the first round of rules, never tuned on)',
  outcomes.filter((o) => o.label.split === 'fresh'),
);
report(
  'fresh3 (written after the third round of rules, never tuned on)',
  outcomes.filter((o) => o.label.split === 'fresh3'),
);
report('all', outcomes);

// ---- timing ---------------------------------------------------------------------------------
/** @type {number[]} */
const times = [];
for (let round = 0; round < ROUNDS + 2; round++) {
  for (const o of outcomes) {
    const started = performance.now();
    const parsed = await replies.parseInboundMessage(o.raw);
    if (parsed.ok) {
      replies.classifyReply(parsed.message);
      replies.matchReplyToJob(parsed.message, labels.jobs[o.label.user] ?? []);
    }
    const ms = performance.now() - started;
    if (round >= 2) times.push(ms); // two warm-up rounds
  }
}
console.log(`\n== time per message (parse + classify + match), ${times.length} runs on this machine`);
console.log(
  `  p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`,
);
