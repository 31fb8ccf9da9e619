// @ts-check
// The pure parts of `npm run bench:web`: what one Lighthouse report says in figures, which of
// several runs is the median one, and the Markdown table (load times and the performance score, plus the
// other three category scores). No I/O here, so it is unit-tested (bench-web-report.spec.ts).

/**
 * The figures the table shows, from one Lighthouse result. Scores are 0–100 (null when
 * Lighthouse could not score the category, e.g. the page never painted); LCP and TBT in
 * milliseconds; bytes as Lighthouse's "total byte weight" (bytes transferred, headers included).
 * @typedef {{
 *   performance: number | null,
 *   accessibility: number | null,
 *   bestPractices: number | null,
 *   seo: number | null,
 *   lcpMs: number | null,
 *   tbtMs: number | null,
 *   cpuTbtMs: number | null,
 *   cls: number | null,
 *   bytes: number | null,
 * }} Figures
 */

/**
 * The slice of a Lighthouse result (LH.Result) read here.
 * @typedef {{
 *   categories: Record<string, { score: number | null } | undefined>,
 *   audits: Record<string, { numericValue?: number } | undefined>,
 *   blockingByThreadTime?: { cpuMs: number } | null,
 * }} ReportLike
 */

/** @param {ReportLike} report @param {string} id */
function score(report, id) {
  const value = report.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

/** @param {ReportLike} report @param {string} id */
function numeric(report, id) {
  const value = report.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** @param {ReportLike} report @returns {Figures} */
export function figuresOf(report) {
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    // bench-web-trace.mjs: the same sum over the main thread's CPU time, steadier on a busy machine.
    cpuTbtMs: report.blockingByThreadTime?.cpuMs ?? null,
    cls: numeric(report, 'cumulative-layout-shift'),
    bytes: numeric(report, 'total-byte-weight'),
  };
}

/**
 * The median run by performance score: the runs sorted from worst to best, the middle one (the
 * lower middle for an even count, so a tie between two never flatters the page). One whole run
 * is reported, not per-metric medians, so the figures in a row belong together and its JSON
 * report explains them. Equal scores are ordered by LCP, slower first; a run Lighthouse could not
 * score counts as the worst.
 * @template {ReportLike} R
 * @param {readonly R[]} runs
 * @returns {R}
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('medianRun needs at least one run');
  const worstFirst = [...runs].sort((a, b) => {
    const byScore = (score(a, 'performance') ?? -1) - (score(b, 'performance') ?? -1);
    if (byScore !== 0) return byScore;
    return (
      (numeric(b, 'largest-contentful-paint') ?? Infinity) -
      (numeric(a, 'largest-contentful-paint') ?? Infinity)
    );
  });
  return /** @type {R} */ (worstFirst[Math.floor((worstFirst.length - 1) / 2)]);
}

const MISSING = '–';

/** @param {number | null} value @param {(value: number) => string} show */
const cell = (value, show) => (value === null ? MISSING : show(value));

/**
 * The Markdown table: LCP in seconds with one decimal, TBT in whole milliseconds, CLS with three
 * decimals, bytes in KB of 1024 bytes (Lighthouse's KiB), scores as whole numbers.
 * @param {readonly { label: string, figures: Figures }[]} rows
 * @returns {string}
 */
export function formatTable(rows) {
  const header =
    '| page | performance | LCP | TBT | TBT by CPU time | CLS | bytes sent | accessibility | best practices | SEO |';
  const rule = '|---|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map(({ label, figures: f }) =>
    [
      label,
      cell(f.performance, String),
      cell(f.lcpMs, (ms) => `${(ms / 1000).toFixed(1)} s`),
      cell(f.tbtMs, (ms) => `${Math.round(ms)} ms`),
      cell(f.cpuTbtMs, (ms) => `${Math.round(ms)} ms`),
      cell(f.cls, (cls) => cls.toFixed(3)),
      cell(f.bytes, (bytes) => `${Math.round(bytes / 1024)} KB`),
      cell(f.accessibility, String),
      cell(f.bestPractices, String),
      cell(f.seo, String),
    ].join(' | '),
  );
  return [header, rule, ...lines.map((line) => `| ${line} |`)].join('\n');
}

/**
 * The row label, as in the issue: the path in backticks, and the preset when it is not mobile.
 * @param {string} page @param {'mobile' | 'desktop'} preset
 */
export const rowLabel = (page, preset) => `\`${page}\`${preset === 'desktop' ? ' desktop preset' : ''}`;
