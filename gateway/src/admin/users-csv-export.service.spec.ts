import { Readable } from 'node:stream';
import { ListUsersRpc, type RpcContract } from '@hirerelay/contracts';
import type { RpcClient } from '@hirerelay/nest-common';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UsersCsvExport, usersCsvFileName, usersCsvLine } from './users-csv-export.service.js';

const row = {
  id: '7c1f3f2e-1111-4222-8333-944445555666',
  fullName: 'Doe, Jane',
  email: 'jane@example.com',
  status: 'active' as const,
  role: 'user' as const,
  plan: 'Professional',
  jobQuota: 25,
  jobsUsed: 3,
  subscriptionDate: '2026-03-05T10:00:00.000Z',
  lastLoginAt: null,
  createdAt: '2026-03-05T10:00:00.000Z',
};

describe('users CSV export', () => {
  it('writes the spec columns, quoting values with commas and showing usage as used/quota', () => {
    expect(usersCsvLine(row)).toBe(
      '7c1f3f2e-1111-4222-8333-944445555666,"Doe, Jane",jane@example.com,Professional,active,3/25,"Mar 5, 2026"',
    );
  });

  it('shows the unlimited quota as Unlimited', () => {
    expect(usersCsvLine({ ...row, plan: 'Unlimited', jobQuota: 999 })).toBe(
      '7c1f3f2e-1111-4222-8333-944445555666,"Doe, Jane",jane@example.com,Unlimited,active,3/Unlimited,"Mar 5, 2026"',
    );
  });

  it('leaves empty cells for a missing name and date', () => {
    expect(usersCsvLine({ ...row, fullName: null, subscriptionDate: null })).toBe(
      '7c1f3f2e-1111-4222-8333-944445555666,,jane@example.com,Professional,active,3/25,',
    );
  });

  it('names the file after the day', () => {
    expect(usersCsvFileName(new Date('2026-11-22T23:59:00Z'))).toBe('users-export-2026-11-22.csv');
  });
});

describe('UsersCsvExport.stream', () => {
  it('asks identity for pages its list contract accepts and writes every page', async () => {
    const requests: unknown[] = [];
    const rpc = {
      request: async (contract: RpcContract<z.ZodType, z.ZodType>, request: unknown) => {
        expect(contract).toBe(ListUsersRpc);
        // What identity does first: a request beyond the contract's bounds is refused there.
        const parsed = ListUsersRpc.request.parse(request);
        requests.push(parsed);
        return parsed.cursor
          ? { items: [{ ...row, id: 'second' }], nextCursor: null }
          : { items: [row], nextCursor: 'bmV4dA' };
      },
    };
    let body: Readable | undefined;
    const reply = {
      header: () => reply,
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
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(requests).toMatchObject([
      { search: 'jane', actorId },
      { search: 'jane', actorId, cursor: 'bmV4dA' },
    ]);
  });
});
