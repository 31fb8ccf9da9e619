import { describe, expect, it, vi } from 'vitest';
import { RpcServer } from './rpc-server.js';

describe('RpcServer', () => {
  const server = new RpcServer({ servers: ['nats://127.0.0.1:1'] });

  it('routes a dotted subject to itself without trying it as JSON', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(server.getRouteFromPattern('content.blog.list-published.v1')).toBe(
        'content.blog.list-published.v1',
      );
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });

  it('still normalises a JSON pattern as Nest does', () => {
    expect(server.getRouteFromPattern('{"cmd":"sum","b":1}')).toBe('{"b":1,"cmd":"sum"}');
    expect(server.getRouteFromPattern('plain')).toBe('plain');
  });
});
