import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * `npm run bench:jobs` on a small data set, so the script cannot rot: it must run to the end (it
 * starts its own throwaway system) and print every figure of its table with a number. Its timings
 * are not asserted: on a small table and a shared machine they say nothing.
 */
const SCRIPT = fileURLToPath(new URL('./bench-jobs.mjs', import.meta.url));
const SMALL = ['--jobs', '3000', '--users', '30', '--samples', '10', '--seconds', '1', '--rounds', '1'];

const FIGURES = [
  /^GET \/api\/jobs staff, default order, page 1$/,
  /^GET \/api\/jobs staff, default order, page 60 by cursor$/,
  /^GET \/api\/jobs staff, status \+ search \+ sort by company$/,
  /^GET \/api\/jobs user's own list, page 1$/,
  /^GET \/api\/jobs\/status-counts, counts by status, staff, every job$/,
  /^GET \/api\/jobs\/status-counts, counts by status, staff, search$/,
  /^GET \/api\/jobs\/status-counts, counts by status, user's own$/,
  /^GET \/api\/jobs\/queue all, page 1$/,
  /^GET \/api\/jobs\/queue all, page 100 by cursor$/,
  /^GET \/api\/jobs\/queue mine$/,
  /^GET \/api\/jobs\/queue unassigned$/,
  /^GET \/api\/jobs\/queue overdue$/,
  /^GET \/api\/jobs\/queue plan Unlimited$/,
  /^GET \/api\/jobs\/queue details needed$/,
  /^GET \/api\/jobs\/queue unassigned \+ Unlimited \+ overdue$/,
  /^gateway\/baseline req\/s, staff, default order, page 1$/,
  /^gateway\/baseline req\/s, user's own list, page 1$/,
  /^import POST \/api\/jobs \(fixture page, 20 distinct links\)$/,
  /^CSV export, 3,023 rows \(\d+ MB\)$/,
  /^CSV export, RSS growth during it$/,
  /^CSV export against PostgreSQL's COPY \(FORMAT csv\) of the same rows$/,
  /^GET \/api\/team\/figures \(staff: today, 7 and 30 days; overdue and details needed now\)$/,
];

/** The rows of console.table's output: its cells, quotes taken off. */
function tableRows(output: string): { figure: string; measured: string; target: string; met: string }[] {
  return output
    .split('\n')
    .filter((line) => /^│ \d+/.test(line))
    .map((line) => {
      const cells = line
        .split('│')
        .slice(2, 6)
        .map((cell) => cell.trim().replace(/^['"]|['"]$/g, ''));
      return {
        figure: cells[0] ?? '',
        measured: cells[1] ?? '',
        target: cells[2] ?? '',
        met: cells[3] ?? '',
      };
    });
}

describe('npm run bench:jobs (small data)', () => {
  it('runs to the end and prints every figure with a number, its target and whether it was met', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, ...SMALL], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const rows = tableRows(stdout);
    expect(rows.map((row) => row.figure)).toEqual(FIGURES.map((figure) => expect.stringMatching(figure)));
    for (const row of rows) {
      expect(row.measured, row.figure).toMatch(/\d/);
      expect(row.measured, row.figure).not.toMatch(/NaN|Infinity/);
      expect(row.target, row.figure).toMatch(/\d/);
      expect(row.met, row.figure).toMatch(/^(yes|NO)$/);
    }
    expect(stdout).toMatch(
      new RegExp(`all ${FIGURES.length} targets met|TARGETS MISSED \\(\\d+ of ${FIGURES.length}\\)`),
    );
  }, 300_000);
});
