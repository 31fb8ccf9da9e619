// @ts-check
// The physical limit of the jobs CSV export: PostgreSQL's own `COPY (…) TO STDOUT (FORMAT csv)` of
// the same SELECT over the same rows (the built service's `jobExportRowsQuery`, every job, newest
// received first, the dates already formatted, each job's recruiters), written by psql to
// /dev/null. bench:jobs prints the export's time against it (target: within 2×).
// Measured 2026-11-27 on a shared machine at load 25–30 (2 cores): 1,000,103 rows, export 59.6 s,
// COPY 36.3 s, 1.64×; RSS growth gateway 16 MB, jobs 106 MB (58 MB on a quiet run before, with the
// stretch protocol). At 300,000 rows, interleaved: this design 2.46× and 2.12× (jobs grew 10 and
// 9 MB), the stretch protocol 1.98× (jobs grew 87 MB) between them. Compare the ratio, not the
// times: both move with the load, and the ratio too on a machine this busy.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { REPO_ROOT } from './bootstrap.mjs';

const { jobExportRowsQuery } = await import(
  pathToFileURL(path.join(REPO_ROOT, 'services/jobs/dist/jobs/job-export.repository.js')).href
);

/** The CSV's eleven cells of every row, in the export's order (psql's \copy takes one line). */
export function exportCopySql() {
  const rows = jobExportRowsQuery({ filters: {}, after: undefined });
  if (rows.values.length > 0) throw new Error('the unfiltered export SELECT should have no parameters');
  const select =
    'SELECT p.id, p.title, p.company, p.status, p.platform, p.date_received_shown, p.date_applied_shown, ' +
    `p.location, p.notes, p.interview_secured, p.recruiters FROM (${rows.text}) p`;
  return select.replace(/\s+/g, ' ').trim();
}

/**
 * Times `\copy (<the export's SELECT>) to '/dev/null' csv` (COPY … TO STDOUT, received by psql).
 * @param {string} databaseUrl the jobs database
 * @returns {Promise<{ seconds: number, rows: number }>}
 */
export async function timeCopyCsv(databaseUrl) {
  const started = performance.now();
  const { stdout } = await promisify(execFile)('psql', [
    '-X',
    '-v',
    'ON_ERROR_STOP=1',
    '-d',
    databaseUrl,
    '-c',
    `\\copy (${exportCopySql()}) to '/dev/null' with (format csv, header)`,
  ]);
  const seconds = (performance.now() - started) / 1000;
  const copied = /COPY (\d+)/.exec(stdout);
  if (!copied) throw new Error(`psql did not say how many rows it copied: ${stdout}`);
  return { seconds, rows: Number(copied[1]) };
}
