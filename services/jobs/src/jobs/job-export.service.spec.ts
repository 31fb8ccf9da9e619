import { ExportJobsCsvPageRpc } from '@hirerelay/contracts';
import { decodeKeysetCursor } from '@hirerelay/nest-common';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobExportRow } from './jobs-csv.mapper.js';
import type { JobExportQuery, JobExportRepository } from './job-export.repository.js';
import { JobExportService } from './job-export.service.js';

const STAFF = { userId: '7d3b6a52-3a5e-4f0e-9a51-2f4f5f1d0c00', role: 'admin' as const };
const idOf = (n: number) => `7d3b6a52-3a5e-4f0e-9a51-${String(n).padStart(12, '0')}`;
const BASE = Date.UTC(2026, 10, 5, 10);

/** Row n of a table of `total` jobs, newest first: row 1 is the newest. */
const row = (n: number, notes: string | null = null): JobExportRow => [
  idOf(n),
  `Job ${n}`,
  'Acme',
  'Applied',
  'LinkedIn',
  'Nov 5, 2026',
  null,
  'Remote',
  notes,
  false,
  [],
  BASE - n * 1000,
];

/** A stand-in for the repository over `total` rows, recording every read. */
function fakeRepository(total: number, notesOf: (n: number) => string | null = () => null) {
  const reads: (number | null)[] = [];
  const repository = {
    page: async ({ after, limit }: JobExportQuery) => {
      const from = after ? Number(after.id.slice(-12)) : 0;
      reads.push(after ? from : null);
      const rows: JobExportRow[] = [];
      for (let n = from + 1; n <= total && rows.length < limit; n += 1) rows.push(row(n, notesOf(n)));
      return rows;
    },
  };
  return { repository: repository as unknown as JobExportRepository, reads };
}

const idsIn = (csv: string) =>
  csv
    .split('\r\n')
    .filter((line) => line !== '' && !line.startsWith('ID,'))
    .map((line) => line.slice(0, 36));

let service: JobExportService | undefined;
afterEach(() => service?.onModuleDestroy());

async function download(limit: number) {
  const written: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await service!.page(
      ExportJobsCsvPageRpc.request.parse({ actor: STAFF, limit, ...(cursor ? { cursor } : {}) }),
    );
    written.push(...idsIn(page.csv));
    if (!page.nextCursor) return written;
    cursor = page.nextCursor;
  }
}

describe('the jobs export, page by page', () => {
  it("reads the next page's rows ahead, once: the request for it takes them", async () => {
    const fake = fakeRepository(10);
    service = new JobExportService(fake.repository);
    const first = await service.page(ExportJobsCsvPageRpc.request.parse({ actor: STAFF, limit: 3 }));
    expect(idsIn(first.csv)).toEqual([1, 2, 3].map(idOf));
    // Page 1 read, and page 2 (after row 3) already being read before anyone asks for it.
    expect(fake.reads).toEqual([null, 3]);
    expect(decodeKeysetCursor(first.nextCursor!)?.id).toBe(idOf(3));

    const rest = await download(3);
    expect(rest).toEqual(Array.from({ length: 10 }, (_, n) => idOf(n + 1)));
  });

  it('reads every page once over a whole download, every row once and in order', async () => {
    const fake = fakeRepository(10);
    service = new JobExportService(fake.repository);
    expect(await download(3)).toEqual(Array.from({ length: 10 }, (_, n) => idOf(n + 1)));
    expect(fake.reads).toEqual([null, 3, 6, 9]);
  });

  it('drops the read-ahead of a page cut short by its size and reads from where the page stopped', async () => {
    // Row 2 is too big to share a page with row 1: the first page stops after row 1.
    const fake = fakeRepository(5, (n) => (n === 2 ? 'x'.repeat(600 * 1024) : null));
    service = new JobExportService(fake.repository);
    expect(await download(3)).toEqual([1, 2, 3, 4, 5].map(idOf));
    expect(fake.reads.slice(0, 3)).toEqual([null, 3, 1]);
  });
});
