import { describe, expect, it } from 'vitest';
import { dashboardChunkGroup, dynamicEntries, staticModuleClosure, type ModuleGraph } from './chunk-groups';

// main imports api statically and every page lazily; the pages share small modules.
const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  '/src/main.tsx': {
    importedIds: ['/src/api.ts'],
    dynamicallyImportedIds: [
      '/src/Layout.tsx',
      '/src/pages/Home.tsx',
      '/src/pages/Job.tsx',
      '/src/pages/Login.tsx',
    ],
  },
  '/src/api.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/src/Layout.tsx': {
    importedIds: ['/src/dates.ts', '/src/api.ts', '/src/layout.css'],
    dynamicallyImportedIds: [],
  },
  '/src/layout.css': { importedIds: [], dynamicallyImportedIds: [] },
  '/src/pages/Home.tsx': {
    importedIds: ['/src/dates.ts', '/src/toast.ts', '/src/list.ts', '/src/layout.css'],
    dynamicallyImportedIds: [],
  },
  '/src/pages/Job.tsx': {
    importedIds: ['/src/toast.ts', '/src/jobOnly.ts'],
    dynamicallyImportedIds: ['/src/Chat.tsx'],
  },
  '/src/pages/Login.tsx': { importedIds: ['/src/toast.ts'], dynamicallyImportedIds: [] },
  '/src/Chat.tsx': { importedIds: ['/src/list.ts'], dynamicallyImportedIds: [] },
  '/src/dates.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/src/toast.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/src/list.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/src/jobOnly.ts': { importedIds: [], dynamicallyImportedIds: [] },
};
const graph: ModuleGraph = { getModuleInfo: (id) => modules[id] ?? null };

describe('the module graph', () => {
  it('reads a module’s static closure and every lazily loaded module', () => {
    expect([...staticModuleClosure(graph, '/src/pages/Home.tsx')].sort()).toEqual(
      ['/src/dates.ts', '/src/layout.css', '/src/list.ts', '/src/pages/Home.tsx', '/src/toast.ts'].sort(),
    );
    expect([...dynamicEntries(graph, '/src/main.tsx')].sort()).toEqual(
      [
        '/src/Chat.tsx',
        '/src/Layout.tsx',
        '/src/pages/Home.tsx',
        '/src/pages/Job.tsx',
        '/src/pages/Login.tsx',
      ].sort(),
    );
  });
});

describe('dashboardChunkGroup', () => {
  const group = dashboardChunkGroup(
    '/src/main.tsx',
    '/src/Layout.tsx',
    (id) => id === '/src/pages/Login.tsx',
  );
  const chunkOf = (id: string) => group.name(id, graph);

  it('puts what the dashboard layout shares with other pages into the dashboard chunk', () => {
    expect(chunkOf('/src/dates.ts')).toBe('dashboard'); // Layout and Home: every signed-in page has it
  });

  it('leaves out what a public page uses, what the layout does not use, the entry’s modules and the pages', () => {
    expect(chunkOf('/src/toast.ts')).toBeNull(); // Login uses it: it would load the whole chunk
    expect(chunkOf('/src/list.ts')).toBeNull(); // Home and a lazy part, not the layout: others would load it
    expect(chunkOf('/src/jobOnly.ts')).toBeNull(); // stays in the job page's chunk
    expect(chunkOf('/src/api.ts')).toBeNull(); // loaded by the entry
    expect(chunkOf('/src/Layout.tsx')).toBeNull();
  });

  it('leaves stylesheets with their pages, in their order', () => {
    expect(chunkOf('/src/layout.css')).toBeNull(); // Layout and Home
  });
});
