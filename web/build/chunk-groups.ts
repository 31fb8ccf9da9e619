/** What the chunk groups read of the module graph (rolldown's `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** The modules `from` needs before it can run: itself and its static imports, transitively. */
export function staticModuleClosure(graph: ModuleGraph, from: string): Set<string> {
  const closure = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (closure.has(id)) continue;
    closure.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) pending.push(imported);
  }
  return closure;
}

/** Every lazily loaded module reachable from `entry`, by static and dynamic imports. */
export function dynamicEntries(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const imported of info.dynamicallyImportedIds) {
      found.add(imported);
      pending.push(imported);
    }
    pending.push(...info.importedIds);
  }
  return found;
}

/**
 * Rolldown's automatic chunking makes one chunk per set of lazy modules sharing code, so a
 * signed-in page's first load was ~30 scripts, most under 2 KiB (`dates`, `toast`, `Spinner`,
 * the section indicator, …). A phone on a slow network pays a round trip per six files (HTTP/1.1),
 * which is what Lighthouse's simulated LCP counted. This group puts the modules the dashboard
 * layout (`layout`, absolute path: every signed-in page loads it) shares with other lazy pages into
 * one `dashboard` chunk, unless a page outside the signed-in area (`isPublicPage`, e.g. /login's)
 * uses them too: that page would then load the whole chunk. Every signed-in page loaded these
 * modules already, so no page loads more code, in fewer files. The entry's modules, the pages
 * themselves and stylesheets (whose order would change) stay where they were.
 */
export function dashboardChunkGroup(
  entry: string,
  layout: string,
  isPublicPage: (moduleId: string) => boolean,
) {
  let reachers: Map<string, Set<string>> | undefined;
  const pagesUsing = (id: string, graph: ModuleGraph): Set<string> | undefined => {
    if (!reachers) {
      reachers = new Map();
      const inEntry = staticModuleClosure(graph, entry);
      for (const lazy of dynamicEntries(graph, entry)) {
        for (const module of staticModuleClosure(graph, lazy)) {
          if (inEntry.has(module)) continue;
          let users = reachers.get(module);
          if (!users) reachers.set(module, (users = new Set()));
          users.add(lazy);
        }
      }
    }
    return reachers.get(id);
  };
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      if (id === layout || /\.css($|\?)/.test(id)) return null;
      const users = pagesUsing(id, graph);
      if (!users?.has(layout) || users.size < 2) return null;
      return [...users].some(isPublicPage) ? null : 'dashboard';
    },
    // A captured module's imports stay where they are (they are the layout's too).
    includeDependenciesRecursively: false,
  };
}

/**
 * The entry's own modules that lazy pages import too (React, the query hooks, the API client and
 * its errors, …): rolldown gave each set of them its own chunk beside the entry, eight files every
 * page loads before it runs. One `app` chunk holds them now. `$initial` is rolldown's own account
 * of what the entry runs (after tree shaking): zod's schemas, which the entry's imports reach but
 * only lazy pages use, stay out. Their dependencies are not pulled in: they are `$initial` too.
 */
export const appChunkGroup = {
  name: 'app',
  tags: ['$initial' as const],
  minShareCount: 2,
  includeDependenciesRecursively: false,
};
