import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TJobsCsvPage } from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  csvPages,
  JobsCsvExport,
  jobsCsvFileName,
  STRETCHES_IN_FLIGHT,
  type AskCsvPage,
} from './jobs-csv-export.service.js';

const numberOf = (cursor: string) => Number(cursor.slice('after-'.length));

describe('the jobs CSV download', () => {
  it('is named jobs-export-{date}.csv', () => {
    expect(jobsCsvFileName(new Date('2026-11-23T09:00:00Z'))).toBe('jobs-export-2026-11-23.csv');
  });

  /**
   * A stand-in for jobs over rows 1..total, pages of `limit` rows, marking out `ahead` stretches
   * like the service: a page also stops after a row `cutAfter` says is too big to share it.
   */
  function fakeJobs(total: number, limit: number, ahead: number, cutAfter = (_row: number) => false) {
    const stats = { asked: 0, inFlight: 0, mostInFlight: 0 };
    const at = (cursor: string) => Number(cursor.slice('after-'.length));
    const answer = (from: number, until: number | undefined): TJobsCsvPage => {
      const end = until ?? total;
      const lines: string[] = [];
      let row = from;
      while (row < end && lines.length < limit) {
        row += 1;
        lines.push(`row ${row}\r\n`);
        if (cutAfter(row)) break;
      }
      const nextCursor = row < end ? `after-${row}` : null;
      const marks: string[] = [];
      for (let mark = from + limit; until === undefined && nextCursor && mark < total; mark += limit) {
        if (mark > row && marks.length < ahead) marks.push(`after-${mark}`);
      }
      return { csv: lines.join(''), nextCursor, ahead: marks };
    };
    const ask: AskCsvPage = async ({ from, until }) => {
      stats.asked += 1;
      stats.inFlight += 1;
      stats.mostInFlight = Math.max(stats.mostInFlight, stats.inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      stats.inFlight -= 1;
      return answer(at(from), until === undefined ? undefined : at(until));
    };
    return { first: answer(0, undefined), ask, stats };
  }

  async function written(pages: AsyncGenerator<string>) {
    let text = '';
    for await (const page of pages) text += page;
    return text.split('\r\n').slice(0, -1);
  }
  const rows = (count: number) => Array.from({ length: count }, (_, n) => `row ${n + 1}`);

  it('writes every row once and in order, asking for two stretches while the current one is written', async () => {
    const jobs = fakeJobs(100, 5, 3);
    expect(await written(csvPages(jobs.first, jobs.ask, () => false))).toEqual(rows(100));
    expect(jobs.stats.mostInFlight).toBe(STRETCHES_IN_FLIGHT);
  });

  it('finishes a stretch cut short by its size, in order, before the next one', async () => {
    const jobs = fakeJobs(60, 5, 4, (row) => row % 7 === 0);
    expect(await written(csvPages(jobs.first, jobs.ask, () => false))).toEqual(rows(60));
    expect(jobs.stats.mostInFlight).toBeLessThanOrEqual(STRETCHES_IN_FLIGHT + 1);
  });

  it('writes a single page and asks nothing more', async () => {
    const jobs = fakeJobs(3, 5, 4);
    expect(await written(csvPages(jobs.first, jobs.ask, () => false))).toEqual(rows(3));
    expect(jobs.stats.asked).toBe(0);
  });

  it('asks nothing more once stopped', async () => {
    const jobs = fakeJobs(100, 5, 3);
    let stopped = false;
    const pages = csvPages(jobs.first, jobs.ask, () => stopped);
    await pages.next();
    await pages.next();
    stopped = true;
    const asked = jobs.stats.asked;
    expect(await pages.next()).toEqual({ done: true, value: undefined });
    expect(jobs.stats.asked).toBe(asked);
  });

  it('fails the download when a later page fails', async () => {
    const first: TJobsCsvPage = { csv: 'row 1\r\n', nextCursor: 'after-1', ahead: [] };
    const pages = csvPages(
      first,
      () => Promise.reject(new Error('jobs is gone')),
      () => false,
    );
    await pages.next();
    await expect(pages.next()).rejects.toThrow('jobs is gone');
  });

  describe('over HTTP', () => {
    const app = Fastify();
    afterEach(async () => {
      await app.close();
    });

    it('stops asking jobs for pages once the client goes away mid-download', async () => {
      let asked = 0;
      // Endless pages of 256 KB: only the client's going away can end this download.
      const rpc = {
        request: async (_contract: unknown, payload: { cursor?: string }) => {
          asked += 1;
          const n = payload.cursor ? numberOf(payload.cursor) + 1 : 1;
          return { csv: `${'x'.repeat(256 * 1024)}\r\n`, nextCursor: `after-${n}`, ahead: [] };
        },
      } as unknown as RpcClient;
      const exporter = new JobsCsvExport(rpc);
      app.get('/export.csv', (_request, reply) =>
        exporter.stream({}, { userId: 'staff', role: 'admin' }, reply),
      );
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;

      let received = 0;
      await new Promise<void>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/export.csv' }, (response) => {
            response.on('data', (chunk: Buffer) => {
              received += chunk.length;
              if (received > 1024 * 1024) {
                response.destroy();
                resolve();
              }
            });
          })
          .on('error', reject);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const afterClose = asked;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(asked).toBe(afterClose);
      // What the client read, plus what the socket buffers held, plus the page ahead: a few pages.
      expect(asked).toBeLessThan(20);
    });
  });
});
