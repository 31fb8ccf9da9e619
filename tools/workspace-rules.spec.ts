import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('module boundaries (npm run lint)', () => {
  beforeAll(() => {
    // The rule reads Nx's cached project graph; on a fresh clone it must be computed first.
    execFileSync('npx', ['nx', 'show', 'projects'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
  });

  it('forbid a service importing another service', async () => {
    expect(await boundaryErrors('services/identity/src/probe.ts', "import '@hirerelay/jobs';\n")).toEqual([
      'Imports of apps are forbidden',
    ]);
  });

  it('forbid the gateway importing a service', async () => {
    expect(await boundaryErrors('gateway/src/probe.ts', "import '@hirerelay/billing';\n")).toEqual([
      'Imports of apps are forbidden',
    ]);
  });

  it('keep the web app to the shared libraries', async () => {
    const errors = await boundaryErrors('web/src/probe.ts', "import '@hirerelay/nest-common';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/type:web.*scope:shared/);
    // Resume text extraction runs worker threads: server-only.
    expect(await boundaryErrors('web/src/probe.ts', "import '@hirerelay/document-text';\n")).toHaveLength(1);
  });

  it('keep shared libraries free of server code', async () => {
    const errors = await boundaryErrors('libs/domain/src/probe.ts', "import '@hirerelay/nest-common';\n");
    expect(errors).toHaveLength(1);
  });

  it('allow what the architecture intends', async () => {
    expect(await boundaryErrors('gateway/src/probe.ts', "import '@hirerelay/contracts';\n")).toEqual([]);
    expect(await boundaryErrors('services/jobs/src/probe.ts', "import '@hirerelay/nest-common';\n")).toEqual(
      [],
    );
    expect(await boundaryErrors('web/src/probe.ts', "import '@hirerelay/domain';\n")).toEqual([]);
    expect(
      await boundaryErrors('services/identity/src/probe.ts', "import '@hirerelay/document-text';\n"),
    ).toEqual([]);
  });
});
