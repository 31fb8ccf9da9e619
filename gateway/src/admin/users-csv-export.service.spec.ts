import { Readable } from 'node:stream';
import { ExportUsersCsvPageRpc, type RpcContract } from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UsersCsvExport, usersCsvFileName } from './users-csv-export.service.js';

describe('users CSV export', () => {
  it('names the file after the day', () => {
    expect(usersCsvFileName(new Date('2026-11-22T23:59:00Z'))).toBe('users-export-2026-11-22.csv');
  });
});

describe('UsersCsvExport.stream', () => {
  it("asks identity for pages its contract accepts and writes every page's lines as identity wrote them", async () => {
    const requests: unknown[] = [];
    const rpc = {
      request: async (contract: RpcContract<z.ZodType, z.ZodType>, request: unknown) => {
        expect(contract).toBe(ExportUsersCsvPageRpc);
        // What identity does first: a request beyond the contract's bounds is refused there.
        const parsed = ExportUsersCsvPageRpc.request.parse(request);
        requests.push(parsed);
        return parsed.cursor
          ? { csv: 'second\r\n', nextCursor: null }
          : { csv: 'ID,NAME\r\nfirst\r\n', nextCursor: 'bmV4dA' };
      },
    };
    let body: Readable | undefined;
    const headers: Record<string, string> = {};
    const reply = {
      header: (name: string, value: string) => {
        headers[name] = value;
        return reply;
      },
      send: (stream: Readable) => {
        body = stream;
        return reply;
      },
    };
    const actorId = '7c1f3f2e-1111-4222-8333-944445555667';
    await new UsersCsvExport(rpc as unknown as RpcClient).stream(
      { search: 'jane' },
      actorId,
      reply as unknown as FastifyReply,
    );
    const text = (await body?.toArray())?.join('') ?? '';
    expect(text).toBe('ID,NAME\r\nfirst\r\nsecond\r\n');
    expect(headers['content-disposition']).toMatch(
      /^attachment; filename="users-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(requests).toMatchObject([
      { search: 'jane', actorId },
      { search: 'jane', actorId, cursor: 'bmV4dA' },
    ]);
  });
});
