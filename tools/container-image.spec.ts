import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Dockerfile cannot be built on these machines (no Docker engine): what `docker build` depends
 * on is checked here instead, offline. The files it copies exist and are not kept out by
 * .dockerignore, every workspace's package.json reaches `npm ci`, the scripts it runs exist, each
 * app's entry file is what its build writes, and the images run as a non-root user.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

interface Instruction {
  stage: string;
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions with their continuation lines joined, each with its stage's name. */
function instructions(text: string): Instruction[] {
  const logical: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    if (current === '' && (line.trim() === '' || line.trim().startsWith('#'))) continue;
    if (line.trim().startsWith('#')) continue; // a comment inside a continued instruction
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    logical.push(current + line);
    current = '';
  }
  let stage = '';
  return logical.map((entry) => {
    const [keyword = '', ...rest] = entry.trim().split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? '';
    return { stage, keyword: keyword.toUpperCase(), args };
  });
}

const dockerfile = instructions(read('Dockerfile'));
const rootPackage = JSON.parse(read('package.json')) as {
  workspaces: string[];
  scripts: Record<string, string>;
};

/** The APP values the Dockerfile accepts, with the folder each one builds. */
const APPS: Record<string, string> = {
  gateway: 'gateway',
  identity: 'services/identity',
  jobs: 'services/jobs',
  billing: 'services/billing',
  content: 'services/content',
  notifications: 'services/notifications',
};

function workspaceDirs(): string[] {
  return rootPackage.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs
      .readdirSync(path.join(repoRoot, parent), { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() && fs.existsSync(path.join(repoRoot, parent, entry.name, 'package.json')),
      )
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** .dockerignore's patterns as regular expressions (the subset it uses: `**`, `*`, `!`). */
function dockerIgnored(): (file: string) => boolean {
  const rules = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = negate ? line.slice(1) : line;
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**' ? '.*' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'),
        )
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      return { negate, regex: new RegExp(`^${source}(?:/.*)?$`) };
    });
  return (file) => {
    let ignored = false;
    for (const rule of rules) if (rule.regex.test(file)) ignored = !rule.negate;
    return ignored;
  };
}

function copySources(instruction: Instruction): string[] {
  const parts = instruction.args.split(/\s+/).filter((part) => !part.startsWith('--'));
  return parts.slice(0, -1);
}

describe('Dockerfile', () => {
  it('builds on Node 24', () => {
    const nodeImage = dockerfile.find((i) => i.keyword === 'ARG' && i.args.startsWith('NODE_IMAGE='));
    expect(nodeImage?.args).toMatch(/^NODE_IMAGE=node:24[.-]/);
  });

  it('copies only files that exist and that .dockerignore lets into the build context', () => {
    const ignored = dockerIgnored();
    const problems: string[] = [];
    for (const copy of dockerfile.filter((i) => i.keyword === 'COPY' && !i.args.includes('--from='))) {
      for (const source of copySources(copy)) {
        if (source === '.') continue;
        if (!fs.existsSync(path.join(repoRoot, source))) problems.push(`${source}: missing`);
        else if (ignored(source)) problems.push(`${source}: left out by .dockerignore`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("copies every workspace's package.json before `npm ci` (else the install fails or differs)", () => {
    const ciIndex = dockerfile.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
    expect(ciIndex).toBeGreaterThan(-1);
    const copied = dockerfile
      .slice(0, ciIndex)
      .filter((i) => i.keyword === 'COPY')
      .flatMap(copySources);
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json']));
    const missing = workspaceDirs().filter((dir) => !copied.includes(`${dir}/package.json`));
    expect(missing).toEqual([]);
  });

  it('runs only npm scripts that exist in the package.json of its working folder (the root)', () => {
    const workdirs = dockerfile
      .filter((i) => i.keyword === 'WORKDIR' && i.stage === 'deps')
      .map((i) => i.args);
    expect(workdirs).toEqual(['/repo']);
    const runs = dockerfile
      .filter((i) => i.keyword === 'RUN')
      .flatMap((i) => [...i.args.matchAll(/npm run (\S+)/g)]);
    expect(runs.length).toBeGreaterThan(0);
    for (const [, script] of runs) expect(Object.keys(rootPackage.scripts), script).toContain(script);
  });

  it('starts each app from the file its build writes (dist/main.js from src/main.ts)', () => {
    const cmd = dockerfile.filter((i) => i.keyword === 'CMD' && i.stage === 'app').at(-1);
    expect(JSON.parse(cmd!.args)).toEqual(['node', 'dist/main.js']);
    const gather = dockerfile.find((i) => i.keyword === 'RUN' && i.args.includes('case "$APP"'))!.args;
    for (const [app, dir] of Object.entries(APPS)) {
      expect(gather, app).toMatch(new RegExp(`\\b${app}\\b`));
      const appPackage = JSON.parse(read(`${dir}/package.json`)) as { scripts: Record<string, string> };
      expect(appPackage.scripts.build, dir).toMatch(/^swc src -d dist --strip-leading-paths/);
      expect(fs.existsSync(path.join(repoRoot, dir, 'src/main.ts')), `${dir}/src/main.ts`).toBe(true);
      // After `npm run build` (when this checkout has built it): the entry file itself.
      if (fs.existsSync(path.join(repoRoot, dir, 'dist'))) {
        expect(fs.existsSync(path.join(repoRoot, dir, 'dist/main.js')), `${dir}/dist/main.js`).toBe(true);
      }
    }
    // The gateway image serves the web app: `vite build` writes web/dist.
    expect(gather).toContain('web/dist');
    expect(
      (JSON.parse(read('web/package.json')) as { scripts: Record<string, string> }).scripts.build,
    ).toMatch(/^vite build/);
  });

  it('runs the migrations with the Prisma CLI the install brings', () => {
    const cmd = dockerfile.find((i) => i.keyword === 'CMD' && i.stage === 'migrate');
    const [, cli] = JSON.parse(cmd!.args) as string[];
    expect(cli).toBe('/repo/node_modules/prisma/build/index.js');
    expect(fs.existsSync(path.join(repoRoot, 'node_modules/prisma/build/index.js'))).toBe(true);
    // The schema engine stand-in it uses (no download) is in the build context.
    expect(dockerIgnored()('tools/prisma-schema-engine.mjs')).toBe(false);
  });

  it('runs the app and migrate images as a non-root user', () => {
    for (const stage of ['app', 'migrate']) {
      const user = dockerfile.filter((i) => i.keyword === 'USER' && i.stage === stage).at(-1)?.args;
      expect(user, stage).toBeDefined();
      expect(user!.split(':')[0], stage).not.toMatch(/^(root|0)$/);
    }
    // The last stage is the app image `docker build` makes by default.
    expect(dockerfile.filter((i) => i.keyword === 'FROM').at(-1)?.args).toMatch(/\bAS app$/);
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, builds, local settings and test output out of the build context', () => {
    const ignored = dockerIgnored();
    for (const file of [
      'node_modules/zod/package.json',
      'services/jobs/node_modules/x',
      'gateway/dist/main.js',
      '.env',
      '.env.local',
      'test-results/x.json',
      'e2e/test-results/trace.zip',
      '.git/HEAD',
      '.data/secrets',
    ]) {
      expect(ignored(file), file).toBe(true);
    }
    for (const file of [
      '.env.example',
      'package.json',
      'services/jobs/src/main.ts',
      'tools/prisma-schema-engine.mjs',
    ]) {
      expect(ignored(file), file).toBe(false);
    }
  });
});
