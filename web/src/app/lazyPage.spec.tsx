import { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

const pageModule = () => Promise.resolve({ SettingsPage: () => <h1>Account Settings</h1> });
const render = (Page: React.ComponentType) =>
  renderToStaticMarkup(
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('renders a page whose code was preloaded at once, without suspending', async () => {
    const Page = lazyPage(pageModule, (m) => m.SettingsPage);
    await Page.preload();
    expect(render(Page)).toBe('<h1>Account Settings</h1>');
  });

  it('suspends a page first rendered before its code is in', () => {
    const Page = lazyPage(pageModule, (m) => m.SettingsPage);
    expect(render(Page)).toBe('<p>Loading…</p>');
  });

  it('asks for the data the page names, with the address parameters, once its code is in', async () => {
    const prefetch = vi.fn();
    const Page = lazyPage(
      () => Promise.resolve({ JobPage: () => null, prefetchJobPage: prefetch }),
      (m) => m.JobPage,
      (m) => m.prefetchJobPage,
    );
    const queryClient = new QueryClient();
    await Page.prefetch(queryClient, { jobId: 'job-1' });
    expect(prefetch).toHaveBeenCalledWith(queryClient, { jobId: 'job-1' });
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ Page: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Page: () => null });
    const Page = lazyPage(load, (m) => m.Page);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
