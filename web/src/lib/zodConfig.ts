// zod compiles its object parsers with `new Function` where a page allows it, and finds out by
// trying once, when its first object schema is made. The gateway's CSP allows no eval, so that try
// is refused and the browser reports a CSP violation (an issue in DevTools, a failed best-practices
// audit in Lighthouse) on every page that loads a schema. With `jitless` zod parses the same way
// without the compiler, and never tries.
//
// zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an object already there, so
// setting it before zod loads costs the pages that never load zod nothing (`z.config()` would put
// part of zod into every page's first load). main.tsx imports this first; lib/zodConfig.spec.ts
// checks that zod sees it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
