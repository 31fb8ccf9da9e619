import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeature, generateService } from './generate.mjs';
import { gatewayTemplateProblems, serviceTemplateProblems } from './lib/service-template.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');

describe('every service follows the template (services/README.md)', () => {
  it.each(['identity', 'billing', 'content', 'notifications', 'jobs'])('%s has no exception', (name) => {
    expect(serviceTemplateProblems(path.join(repoRoot, 'services', name))).toEqual([]);
  });

  it('the gateway has no exception', () => {
    expect(gatewayTemplateProblems(path.join(repoRoot, 'gateway'))).toEqual([]);
  });

  it('no other service exists without its own check here', () => {
    const services = fs
      .readdirSync(path.join(repoRoot, 'services'), { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() && fs.existsSync(path.join(repoRoot, 'services', entry.name, 'package.json')),
      )
      .map((entry) => entry.name)
      .sort();
    expect(services).toEqual(['billing', 'content', 'identity', 'jobs', 'notifications']);
  });

  it('names what breaks the template', () => {
    fs.mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });
    const probe = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'template-rules-'));
    try {
      const service = path.join(probe, 'services', 'content');
      fs.mkdirSync(path.join(service, 'src', 'blog'), { recursive: true });
      fs.writeFileSync(path.join(service, 'src', 'blog', 'post-write.ts'), '');
      fs.writeFileSync(path.join(service, 'src', 'blog', 'blog.consumers.ts'), '');
      fs.mkdirSync(path.join(service, 'src', 'sms'), { recursive: true });
      fs.writeFileSync(path.join(service, 'src', 'sms', 'twilio.client.ts'), '');
      fs.writeFileSync(path.join(service, 'src', 'clock.ts'), '');
      expect(serviceTemplateProblems(service)).toEqual([
        'src/main.ts: missing',
        'src/app.module.ts: missing',
        'src/config/env.ts: missing',
        'src/database.ts: missing',
        'src/blog/: a feature folder without blog.module.ts',
        'src/sms/: a feature folder without sms.module.ts',
        'src/blog/blog.consumers.ts: no role suffix',
        'src/blog/post-write.ts: no role suffix',
        'src/clock.ts: outside a feature folder',
        'src/sms/twilio.client.ts: a client outside clients/',
        "test/support/content-module.ts: missing (the service tier's start)",
      ]);
    } finally {
      fs.rmSync(probe, { recursive: true, force: true });
    }
  });
  it("names what breaks the gateway's template", () => {
    fs.mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });
    const probe = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'gateway-rules-'));
    try {
      const src = path.join(probe, 'src');
      for (const folder of ['config', 'openapi', 'quotes', 'notes'])
        fs.mkdirSync(path.join(src, folder), { recursive: true });
      fs.writeFileSync(
        path.join(src, 'app.module.ts'),
        '@Module({\n  controllers: [QuotesController],\n})\n',
      );
      fs.writeFileSync(path.join(src, 'quotes', 'quotes.module.ts'), '');
      fs.writeFileSync(path.join(src, 'quotes', 'quotes.controller.ts'), '');
      fs.writeFileSync(path.join(src, 'quotes', 'quote-cache.ts'), '');
      fs.writeFileSync(path.join(src, 'notes', 'notes.controller.ts'), '');
      expect(gatewayTemplateProblems(probe)).toEqual([
        'src/app.module.ts: lists providers or controllers (import area modules instead)',
        'src/notes/: an area folder without notes.module.ts',
        'src/quotes/quote-cache.ts: no role suffix',
      ]);
    } finally {
      fs.rmSync(probe, { recursive: true, force: true });
    }
  });
});

/**
 * A service and a feature made by the generator, in a throwaway folder inside the repository (so
 * the workspace's packages resolve). The service is named after an existing one, since service
 * names are a closed list in libs/contracts; its contract goes to a contracts index of the probe's
 * own that re-exports the real one.
 */
describe('the generator (npm run generate:service / generate:feature)', () => {
  let probe: string;
  let service: string;
  let written: string[];

  beforeAll(async () => {
    fs.mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });
    probe = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'template-probe-'));
    const contracts = path.join(probe, 'libs', 'contracts', 'src');
    fs.mkdirSync(contracts, { recursive: true });
    fs.writeFileSync(
      path.join(contracts, 'index.ts'),
      `export * from '${path.relative(contracts, path.join(repoRoot, 'libs/contracts/src/index.js'))}';\n`,
    );
    fs.writeFileSync(
      path.join(contracts, 'define.ts'),
      `export * from '${path.relative(contracts, path.join(repoRoot, 'libs/contracts/src/define.js'))}';\n`,
    );
    written = [
      ...(await generateService('content', { root: probe })),
      ...(await generateFeature('content', 'widgets', { root: probe })),
    ];
    service = path.join(probe, 'services', 'content');
    // Its Prisma client, as `nx run <service>:prisma-generate` makes it.
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/prisma/build/index.js'), 'generate'], {
      cwd: service,
      stdio: 'pipe',
    });
  }, 120_000);

  afterAll(() => fs.rmSync(probe, { recursive: true, force: true }));

  it('makes a service and a feature that follow the template', () => {
    expect(serviceTemplateProblems(service)).toEqual([]);
    expect(fs.readFileSync(path.join(service, 'src', 'app.module.ts'), 'utf8')).toContain('WidgetsModule');
  });

  it('makes code that type-checks', () => {
    const tsconfig = path.join(service, 'tsconfig.probe.json');
    fs.writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: {
          paths: { '@hirerelay/contracts': [path.join(probe, 'libs/contracts/src/index.ts')] },
        },
      }),
    );
    const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
    expect(() =>
      execFileSync(process.execPath, [tsc, '-p', tsconfig, '--noEmit'], { stdio: 'pipe' }),
    ).not.toThrow();
  }, 120_000);

  it('makes code that passes the lint, formatted', async () => {
    const eslint = new ESLint({ cwd: repoRoot, ignore: false });
    const files = written.filter((file) => file.endsWith('.ts'));
    const results = await eslint.lintFiles(files);
    const messages = results.flatMap((result) =>
      result.messages.map(
        (message) => `${path.relative(probe, result.filePath)}: ${message.ruleId} ${message.message}`,
      ),
    );
    expect(messages).toEqual([]);
    const prettier = await import('prettier');
    const options = await prettier.resolveConfig(path.join(repoRoot, 'package.json'));
    for (const file of files) {
      expect(await prettier.check(fs.readFileSync(file, 'utf8'), { ...options, filepath: file }), file).toBe(
        true,
      );
    }
  }, 120_000);
});
