import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RpcClient } from '@hirerelay/nest-common';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { JobsCsvExport, jobsCsvFileName } from './jobs-csv-export.service.js';

const numberOf = (cursor: string) => Number(cursor.slice('after-'.length));

describe('the jobs CSV download', () => {
  it('is named jobs-export-{date}.csv', () => {
    expect(jobsCsvFileName(new Date('2026-11-23T09:00:00Z'))).toBe('jobs-export-2026-11-23.csv');
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
