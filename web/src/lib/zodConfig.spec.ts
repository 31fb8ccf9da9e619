import { describe, expect, it, vi } from 'vitest';

describe('zodConfig', () => {
  it('makes zod parse without compiling, so it never tries `new Function` under the CSP', async () => {
    await import('./zodConfig');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);

    const evaluate = vi.fn();
    vi.stubGlobal('Function', evaluate);
    try {
      const schema = z.object({ name: z.string().min(1) });
      expect(schema.safeParse({ name: 'x' }).success).toBe(true);
      expect(schema.safeParse({ name: '' }).success).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(evaluate).not.toHaveBeenCalled();
  });
});
