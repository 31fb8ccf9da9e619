import { minify, type Plugin, type Rolldown } from 'vite';
import { shellPathname, withRootMarkup, type ShellRenderer } from './static-shell';

type OutputAsset = Rolldown.OutputAsset;
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A route's address and the source modules its first paint renders (relative to the web root). */
export type RoutePages = Record<string, string | readonly string[]>;

/**
 * The HTML file for a route: `index.html` for `/`, `pricing/index.html` for `/pricing`. A route
 * ending in one parameter (`/dashboard/jobs/:jobId`) gets `dashboard/jobs/_/index.html`, which the
 * gateway serves for any last segment there; other routes with parameters have none (they get the
 * plain index.html).
 */
export function routeHtmlFile(route: string): string | null {
  if (route === '/') return null;
  const parameter = /^((?:\/[a-z0-9-]+)+)\/:[A-Za-z]+$/.exec(route);
  if (parameter) return `${String(parameter[1]).slice(1)}/_/index.html`;
  if (!/^(\/[a-z0-9-]+)+$/.test(route)) return null;
  return `${route.slice(1)}/index.html`;
}

/** The chunk files a chunk needs before it can run: itself and its static imports, transitively. */
export function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

function chunkOf(bundle: OutputBundle, modulePath: string): OutputChunk | undefined {
  const suffix = `/${modulePath.replace(/^\.?\//, '')}`;
  return Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && output.isDynamicEntry && (output.facadeModuleId?.endsWith(suffix) ?? false),
  );
}

function importedCss(chunk: OutputChunk): string[] {
  const metadata = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
  return metadata ? [...metadata.importedCss] : [];
}

/** index.html with the given tags added at the end of <head>, one per line. */
export function withHeadTags(html: string, tags: readonly string[]): string {
  if (tags.length === 0) return html;
  const closingTag = html.indexOf('</head>');
  if (closingTag === -1) throw new Error('index.html has no </head> to add the route preloads to.');
  const lineStart = html.lastIndexOf('\n', closingTag) + 1;
  const lines = tags.map((tag) => `    ${tag}\n`).join('');
  return `${html.slice(0, lineStart)}${lines}${html.slice(lineStart)}`;
}

/**
 * index.html with `tag` on its own line before its first script: asked for first (a browser talking
 * HTTP/1.1 to the site fetches six files at a time, in the order it finds them) and, being a
 * classic script without `defer`, run before the app module.
 */
export function withScriptFirst(html: string, tag: string): string {
  const firstScript = html.indexOf('<script');
  if (firstScript === -1) throw new Error('index.html has no <script> to put the session check before.');
  const lineStart = html.lastIndexOf('\n', firstScript) + 1;
  const indent = html.slice(lineStart, firstScript);
  return `${html.slice(0, lineStart)}${indent}${tag}\n${html.slice(lineStart)}`;
}

/** Where the signed-in pages' early session check looks and asks (see `sessionCheckScript`). */
export interface SessionCheck {
  /** The routes whose HTML gets the script: the pages only a signed-in user sees. */
  routes: readonly string[];
  /** The readable cookie that says this browser may hold a session. */
  hintCookie: string;
  /** The session check's address (`GET /api/me`). */
  url: string;
  /** API answers pages show first, asked for with it (only by pages whose HTML has a shell). */
  pageData?: readonly PageData[];
}

/**
 * A small classic script for the signed-in pages' HTML: when the hint cookie is there, it adds a
 * `preload` of the session check, so the check is under way while the page's code downloads
 * instead of after it has run; the SPA's own request for it takes the preloaded answer. Without
 * the cookie it asks nothing (a visitor who never signed in makes no session call). A file rather
 * than inline code: the CSP allows scripts from the site only. Loaded without `defer` in <head>,
 * it runs before the deferred app module asks for the session itself.
 */
export function sessionCheckScript(
  hintCookie: string,
  url: string,
  pageData: readonly PageData[] = [],
): string {
  const data = pageData.map(({ path, url: dataUrl }) => [path.source, dataUrl]);
  return `// HireRelay: asks for the session check early when this browser may be signed in.
(function () {
  var hint = ${JSON.stringify(hintCookie)};
  var signedIn = document.cookie.split(';').some(function (pair) {
    var separator = pair.indexOf('=');
    return separator !== -1 && pair.slice(0, separator).trim() === hint && pair.slice(separator + 1).trim() !== '';
  });
  if (!signedIn) return;
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }
  preload(${JSON.stringify(url)});${
    data.length === 0
      ? ''
      : `
  // The data the page shows first, beside the session check.
  ${JSON.stringify(data)}.forEach(function (page) {
    var pathname = (typeof location === 'undefined' ? '' : location.pathname);
    var match = new RegExp(page[0]).exec(pathname);
    if (match) preload(match[1] === undefined ? page[1] : page[1].replace('$1', encodeURIComponent(match[1])));
  });`
  }
})();
`;
}

/**
 * An API answer a signed-in page shows first, asked for beside the session check: when the
 * address matches `path`, `url` (with `$1` replaced by what the first group captured, if any). The
 * URL must be the one the SPA asks for, so that it takes the preloaded answer.
 */
export interface PageData {
  path: RegExp;
  url: string;
}

/**
 * The start of a page whose HTML paints its first screen by itself (build/static-shell.ts): the
 * session check's early request (`sessionCheckScript`), then the app's entry module, added only
 * once the browser reports the HTML's first contentful paint (after the stylesheets are in), so the
 * first paint never waits for the entry to be evaluated. The entry and its imports download from
 * the start meanwhile (`modulepreload`). A file: the CSP allows scripts from the site only.
 */
export function appStartScript(
  hintCookie: string,
  url: string,
  entry: string,
  pageData: readonly PageData[] = [],
): string {
  return `${sessionCheckScript(hintCookie, url, pageData)}
// HireRelay: runs the app once the HTML's first screen is on screen.
(function () {
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  // The browser's own word that the first screen is painted (not a timer: a hidden tab, whose
  // frames wait, and a browser without paint timing start at once).
  var painted = typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1 &&
    document.visibilityState !== 'hidden';
  if (!painted) return start();
  var started = false;
  var observer = new PerformanceObserver(function (list) {
    if (started || list.getEntriesByName('first-contentful-paint').length === 0) return;
    started = true;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
})();
`;
}

/**
 * index.html with the entry module's tag replaced: the entry is preloaded, and `startTag` (an
 * async script: it blocks neither the parser nor the first paint) runs it (see `appStartScript`).
 * Every module is preloaded at low priority.
 */
export function withEntryStartedBy(html: string, entry: string, startTag: string): string {
  const entryTag = `<script type="module" crossorigin src="${entry}"></script>`;
  const at = html.indexOf(entryTag);
  if (at === -1) throw new Error(`index.html has no ${entryTag} to start after the first paint.`);
  const lineStart = html.lastIndexOf('\n', at) + 1;
  const indent = html.slice(lineStart, at);
  const tags = `${startTag}\n${indent}<link rel="modulepreload" crossorigin href="${entry}">`;
  // The first paint needs the HTML and its stylesheets only: the code downloads beside them, at a
  // lower priority than they and the early API requests have.
  return `${html.slice(0, at)}${tags}${html.slice(at + entryTag.length)}`.replaceAll(
    '<link rel="modulepreload" crossorigin',
    '<link rel="modulepreload" fetchpriority="low" crossorigin',
  );
}

/**
 * Every page but the landing page loads lazily, so a first visit to /login would find its page's
 * code only after the entry chunk has run: a second round trip before the first paint. This
 * plugin writes one HTML file per listed route (`login/index.html`, …): index.html plus
 * `modulepreload` links for the chunks that route's page needs and its stylesheets, so the
 * browser fetches them together with the entry chunk (and, given `fetches`, the API answers the
 * first paint shows, e.g. the blog's first posts). The gateway serves a route's file when it
 * has one, else index.html. Only what the first paint needs is listed: the entry's own imports
 * are already in index.html, and nothing a later interaction needs is added.
 */
export function routePreloads(
  routes: RoutePages,
  options: {
    fetches?: Record<string, string[]>;
    sessionCheck?: SessionCheck;
    /** Routes whose HTML carries the app's first screen (build/static-shell.ts), and how to render it. */
    staticShells?: { routes: readonly string[]; render: ShellRenderer; close?: () => Promise<void> };
  } = {},
): Plugin {
  return {
    name: 'hirerelay:route-preloads',
    apply: 'build',
    enforce: 'post',
    async closeBundle() {
      await options.staticShells?.close?.();
    },
    async generateBundle(_options, bundle) {
      const indexHtml = bundle['index.html'];
      if (indexHtml?.type !== 'asset') this.error('The build has no index.html to derive route pages from.');
      const html = String((indexHtml as OutputAsset).source);
      const entry = Object.values(bundle).find(
        (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
      );
      if (!entry) this.error('The build has no entry chunk.');
      const alreadyLoaded = staticClosure(bundle, entry.fileName);
      const { sessionCheck } = options;
      const sessionCheckFile = sessionCheck
        ? this.getFileName(
            this.emitFile({
              type: 'asset',
              name: 'session-check.js',
              source: sessionCheckScript(sessionCheck.hintCookie, sessionCheck.url),
            }),
          )
        : undefined;

      const { staticShells } = options;
      const appStartFile =
        sessionCheck && staticShells
          ? this.getFileName(
              this.emitFile({
                type: 'asset',
                name: 'app-start.js',
                // Minified: it is part of every such page's first load (e2e/first-load.spec.ts).
                source: (
                  await minify(
                    'app-start.js',
                    appStartScript(
                      sessionCheck.hintCookie,
                      sessionCheck.url,
                      `/${entry.fileName}`,
                      sessionCheck.pageData,
                    ),
                  )
                ).code,
              }),
            )
          : undefined;

      for (const [route, modules] of Object.entries(routes)) {
        const file = routeHtmlFile(route);
        if (!file) this.error(`Route ${route} cannot have its own HTML file (parameters or "/").`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        for (const modulePath of typeof modules === 'string' ? [modules] : modules) {
          const chunk = chunkOf(bundle, modulePath);
          if (!chunk) this.error(`No lazily loaded chunk for ${modulePath} (route ${route}).`);
          for (const fileName of staticClosure(bundle, chunk.fileName)) {
            if (alreadyLoaded.has(fileName)) continue;
            scripts.add(fileName);
            const dependency = bundle[fileName];
            if (dependency?.type === 'chunk') for (const css of importedCss(dependency)) styles.add(css);
          }
        }
        const tags = [
          ...[...styles].map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
          ...[...scripts].map((js) => `<link rel="modulepreload" crossorigin href="/${js}">`),
          // Data the first paint shows; `crossorigin` makes the preload a CORS-mode, same-origin-
          // credentials request, the same as the SPA's fetch, so the browser hands it over.
          ...(options.fetches?.[route] ?? []).map(
            (url) => `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`,
          ),
        ];
        const withTags = withHeadTags(html, tags);
        let source = withTags;
        if (appStartFile && staticShells?.routes.includes(route)) {
          // The HTML paints the page's first screen; the app starts after that paint.
          source = withEntryStartedBy(
            withRootMarkup(withTags, await staticShells.render(shellPathname(route))),
            `/${entry.fileName}`,
            `<script async src="/${appStartFile}"></script>`,
          );
        } else if (sessionCheckFile && sessionCheck?.routes.includes(route)) {
          source = withScriptFirst(withTags, `<script src="/${sessionCheckFile}"></script>`);
        }
        this.emitFile({ type: 'asset', fileName: file, source });
      }
    },
  };
}
