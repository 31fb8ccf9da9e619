import { createServer, type ViteDevServer } from 'vite';

/** Renders a route's static shell: the markup the app shows there before the session check answers. */
export type ShellRenderer = (pathname: string) => Promise<string>;

/**
 * index.html with `markup` inside its (empty) `<div id="root">`: painted as soon as the HTML and
 * the stylesheets before it are in, before any script has run. `createRoot` replaces it with
 * React's first render, which is the same markup (src/app/staticShell.tsx).
 */
export function withRootMarkup(html: string, markup: string): string {
  const emptyRoot = '<div id="root"></div>';
  const at = html.indexOf(emptyRoot);
  if (at === -1 || html.indexOf(emptyRoot, at + 1) !== -1) {
    throw new Error('index.html needs exactly one empty <div id="root"></div> to put the static shell in.');
  }
  return `${html.slice(0, at)}<div id="root">${markup}</div>${html.slice(at + emptyRoot.length)}`;
}

/** The address a route's shell is rendered at: a parameter stands as `_` (`/dashboard/jobs/_`). */
export function shellPathname(route: string): string {
  return route.replace(/\/:[A-Za-z]+/g, '/_');
}

/**
 * Renders static shells with the app's own components (src/app/staticShell.tsx, loaded through
 * Vite's SSR loader with the same resolve conditions as the app), so the HTML cannot drift from
 * what React draws. One dev server for the whole build, closed with `close()`.
 */
export function appShellRenderer(
  root: string,
  conditions: string[],
): { render: ShellRenderer; close: () => Promise<void> } {
  let server: Promise<ViteDevServer> | undefined;
  const start = () =>
    (server ??= createServer({
      configFile: false,
      root,
      logLevel: 'error',
      appType: 'custom',
      resolve: { conditions },
      ssr: { resolve: { conditions } },
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    }));
  return {
    async render(pathname) {
      const vite = await start();
      const module = (await vite.ssrLoadModule('/src/app/staticShell.tsx')) as {
        renderStaticShell: (pathname: string) => string;
      };
      return module.renderStaticShell(pathname);
    },
    async close() {
      if (server) await (await server).close();
    },
  };
}
