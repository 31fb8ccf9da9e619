import type { TCsvPage } from '@hirerelay/contracts';
import { describe, expect, it } from 'vitest';
import { csvFileName, csvPages, type NextCsvPage } from './csv-download.util.js';

/** A stand-in for the owning service over rows 1..total, pages of `limit` rows. */
function fakeService(total: number, limit: number) {
  const stats = { asked: 0, inFlight: 0, mostInFlight: 0 };
  const answer = (from: number): TCsvPage => {
    const lines: string[] = [];
    let row = from;
    while (row < total && lines.length < limit) {
      row += 1;
      lines.push(`row ${row}\r\n`);
    }
    return { csv: lines.join(''), nextCursor: row < total ? `after-${row}` : null };
  };
  const next: NextCsvPage = async (cursor) => {
    stats.asked += 1;
    stats.inFlight += 1;
    stats.mostInFlight = Math.max(stats.mostInFlight, stats.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    stats.inFlight -= 1;
    return answer(Number(cursor.slice('after-'.length)));
  };
  return { first: answer(0), next, stats };
}

async function written(pages: AsyncGenerator<string>) {
  let text = '';
  for await (const page of pages) text += page;
  return text.split('\r\n').slice(0, -1);
}
const rows = (count: number) => Array.from({ length: count }, (_, n) => `row ${n + 1}`);

describe('a streamed CSV export', () => {
  it('names the file after the export and the day', () => {
    expect(csvFileName('users', new Date('2026-11-22T23:59:00Z'))).toBe('users-export-2026-11-22.csv');
  });

  it('writes every row once and in order, asking for one page ahead while the current one is written', async () => {
    const service = fakeService(100, 7);
    const pages = csvPages(service.first, service.next, () => false);
    await pages.next();
    // The page after the first is already asked for while the first is written.
    expect(service.stats.asked).toBe(1);
    const rest = await written(pages);
    expect(['row 1', 'row 2', 'row 3', 'row 4', 'row 5', 'row 6', 'row 7', ...rest]).toEqual(rows(100));
    expect(service.stats.asked).toBe(14);
    expect(service.stats.mostInFlight).toBe(1);
  });

  it('writes a single page and asks nothing more', async () => {
    const service = fakeService(3, 5);
    expect(await written(csvPages(service.first, service.next, () => false))).toEqual(rows(3));
    expect(service.stats.asked).toBe(0);
  });

  it('asks nothing more once stopped', async () => {
    const service = fakeService(100, 5);
    let stopped = false;
    const pages = csvPages(service.first, service.next, () => stopped);
    await pages.next();
    await pages.next();
    stopped = true;
    const asked = service.stats.asked;
    expect(await pages.next()).toEqual({ done: true, value: undefined });
    expect(service.stats.asked).toBe(asked);
  });

  it('fails the download when a later page fails', async () => {
    const first: TCsvPage = { csv: 'row 1\r\n', nextCursor: 'after-1' };
    const pages = csvPages(
      first,
      () => Promise.reject(new Error('the service is gone')),
      () => false,
    );
    await pages.next();
    await expect(pages.next()).rejects.toThrow('the service is gone');
  });
});
