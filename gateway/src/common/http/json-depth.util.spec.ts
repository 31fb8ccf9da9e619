import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './json-depth.util.js';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

describe('exceedsJsonDepth', () => {
  it('allows nesting up to the limit and refuses one level more', () => {
    expect(exceedsJsonDepth(nested(3), 3)).toBe(false);
    expect(exceedsJsonDepth(nested(4), 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(exceedsJsonDepth('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(exceedsJsonDepth('[{"a":[1]}]', 3)).toBe(false);
    expect(exceedsJsonDepth('[{"a":[{}]}]', 3)).toBe(true);
  });

  it('counts depth, not the number of containers', () => {
    expect(exceedsJsonDepth(`[${Array.from({ length: 1000 }, () => '[1]').join(',')}]`, 2)).toBe(false);
    expect(exceedsJsonDepth('{"a":[],"b":{},"c":[{}]}', 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth('{"text":"[[[[{{{{"}', 1)).toBe(false);
    expect(exceedsJsonDepth('{"text":"say \\"[[[[\\" twice"}', 1)).toBe(false);
    expect(exceedsJsonDepth('{"text":"ends in a backslash \\\\","x":[[1]]}', 2)).toBe(true);
    expect(exceedsJsonDepth('["\\\\\\"[["]', 1)).toBe(false);
  });

  it('treats scalars and empty text as depth zero', () => {
    expect(exceedsJsonDepth('"[[["', 0)).toBe(false);
    expect(exceedsJsonDepth('42', 0)).toBe(false);
    expect(exceedsJsonDepth('', 0)).toBe(false);
    expect(exceedsJsonDepth('{}', 0)).toBe(true);
  });

  it('stops early on a megabyte of brackets', () => {
    const body = '['.repeat(1024 * 1024);
    expect(exceedsJsonDepth(body, 32)).toBe(true);
  });
});
