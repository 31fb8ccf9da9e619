import { describe, expect, it } from 'vitest';
import { parseLastEventId, sseComment, sseEvent, sseRetry } from './sse-format.util.js';

describe('the event-stream format', () => {
  it('writes an event as its id and one data line, a comment and the retry delay', () => {
    expect(sseEvent(42, '{"type":"x"}')).toBe('id: 42\ndata: {"type":"x"}\n\n');
    expect(sseComment('heartbeat')).toBe(': heartbeat\n\n');
    expect(sseRetry(2000)).toBe('retry: 2000\n\n');
  });

  it('reads Last-Event-ID as a sequence, and anything else as absent', () => {
    expect(parseLastEventId('17')).toBe(17);
    expect(parseLastEventId([' 9 '])).toBe(9);
    for (const bad of [undefined, '', '-1', '1e3', 'abc', '9'.repeat(16)]) {
      expect(parseLastEventId(bad)).toBeUndefined();
    }
  });
});
