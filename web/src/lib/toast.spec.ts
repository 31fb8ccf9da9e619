import { beforeEach, describe, expect, it, vi } from 'vitest';

// The toast library as the toast area would receive it: each call recorded in order.
const calls: [string, string | number, Record<string, unknown> | undefined][] = [];
const fakeSonner = {
  toast: Object.fromEntries(
    ['success', 'info', 'warning', 'error', 'loading', 'dismiss'].map((kind) => [
      kind,
      (message: string, options?: Record<string, unknown>) => {
        calls.push([kind, message, options]);
      },
    ]),
  ),
};
vi.mock('../components/toaster/toasterLoader', () => ({
  loadToaster: () => Promise.resolve(fakeSonner),
}));

const { toast } = await import('./toast');
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  calls.length = 0;
});

describe('toast.loading (a loading kind for long actions)', () => {
  it('shows a loading toast, then replaces it in place with the outcome', async () => {
    const upload = toast.loading('Uploading your resume…', { description: 'resume.pdf' });
    upload.success('Resume uploaded');
    await settled();
    expect(calls.map(([kind, message]) => [kind, message])).toEqual([
      ['loading', 'Uploading your resume…'],
      ['success', 'Resume uploaded'],
    ]);
    const [, , loadingOptions] = calls[0]!;
    const [, , outcomeOptions] = calls[1]!;
    expect(loadingOptions?.id).toEqual(expect.any(String));
    // Same id: the toast area replaces the loading toast rather than adding a second one.
    expect(outcomeOptions?.id).toBe(loadingOptions?.id);
    // Its description does not linger under the outcome.
    expect(outcomeOptions).toMatchObject({ description: undefined });
  });

  it('replaces with an error, and gives each long action its own toast', async () => {
    const first = toast.loading('Exporting jobs…');
    const second = toast.loading('Redirecting to checkout…');
    second.error('Checkout is unavailable', { description: 'Try again later.' });
    first.success('Export ready');
    await settled();
    const idOf = (message: string) => calls.find(([, text]) => text === message)?.[2]?.id;
    expect(idOf('Exporting jobs…')).not.toBe(idOf('Redirecting to checkout…'));
    expect(idOf('Checkout is unavailable')).toBe(idOf('Redirecting to checkout…'));
    expect(idOf('Export ready')).toBe(idOf('Exporting jobs…'));
    expect(calls.find(([, text]) => text === 'Checkout is unavailable')?.[0]).toBe('error');
    expect(calls.find(([, text]) => text === 'Checkout is unavailable')?.[2]?.description).toBe(
      'Try again later.',
    );
  });

  it('can be dismissed when the action ends in a page change', async () => {
    const wait = toast.loading('Redirecting to checkout…');
    wait.dismiss();
    await settled();
    expect(calls.map(([kind]) => kind)).toEqual(['loading', 'dismiss']);
    expect(calls[1]![1]).toBe(calls[0]![2]?.id);
  });
});

describe('toast', () => {
  it('shows the other kinds as they are', async () => {
    toast.success('Saved');
    toast.warning('Careful', { description: 'more' });
    await settled();
    expect(calls).toEqual([
      ['success', 'Saved', undefined],
      ['warning', 'Careful', { description: 'more' }],
    ]);
  });
});
