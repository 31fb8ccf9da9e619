// @ts-check
// `npm run generate:service -- <name>` and `npm run generate:feature -- <service> <feature>`:
// a new service or feature from the template (scripts/lib/service-template-files.mjs), formatted
// with the workspace's Prettier. `--root <dir>` writes under another folder (the template's own test).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { featureFiles, serviceFiles, withFeatureImported } from './lib/service-template-files.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** @param {string} file @param {string} text */
async function write(file, text) {
  if (fs.existsSync(file)) throw new Error(`${path.relative(process.cwd(), file)} exists already`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const options = await prettier.resolveConfig(path.join(REPO_ROOT, 'package.json'));
  const parser = prettier.getFileInfo ? (await prettier.getFileInfo(file)).inferredParser : null;
  fs.writeFileSync(file, parser ? await prettier.format(text, { ...options, filepath: file }) : text);
}

/**
 * @param {string} name
 * @param {{ root?: string }} [options] root: the folder holding services/ and libs/ (the repository)
 * @returns {Promise<string[]>} the files written
 */
export async function generateService(name, { root = REPO_ROOT } = {}) {
  if (!KEBAB.test(name)) throw new Error(`a service name is kebab-case: ${name}`);
  const dir = path.join(root, 'services', name);
  if (fs.existsSync(dir)) throw new Error(`services/${name} exists already`);
  const toRoot = path.relative(dir, REPO_ROOT).split(path.sep).join('/');
  const files = Object.entries(serviceFiles(name, toRoot));
  for (const [file, text] of files) await write(path.join(dir, file), text);
  return files.map(([file]) => path.join(dir, file));
}

/**
 * @param {string} service
 * @param {string} feature
 * @param {{ root?: string }} [options] root: as for generateService; its libs/contracts/src/index.ts
 *   gets the contract's export when it has one
 * @returns {Promise<string[]>} the files written
 */
export async function generateFeature(service, feature, { root = REPO_ROOT } = {}) {
  if (!KEBAB.test(feature)) throw new Error(`a feature name is kebab-case: ${feature}`);
  const dir = path.join(root, 'services', service);
  const appModule = path.join(dir, 'src', 'app.module.ts');
  if (!fs.existsSync(appModule)) throw new Error(`services/${service}/src/app.module.ts not found`);
  const { contract, service: own } = featureFiles(service, feature);
  const contracts = path.join(root, 'libs', 'contracts', 'src');
  const written = [];
  for (const [file, text] of Object.entries(contract)) {
    await write(path.join(contracts, file), text);
    written.push(path.join(contracts, file));
    const index = path.join(contracts, 'index.ts');
    if (fs.existsSync(index))
      fs.appendFileSync(index, `export * from './${file.replace(/\.ts$/, '.js')}';\n`);
  }
  for (const [file, text] of Object.entries(own)) {
    await write(path.join(dir, file), text);
    written.push(path.join(dir, file));
  }
  const options = await prettier.resolveConfig(path.join(REPO_ROOT, 'package.json'));
  const updated = withFeatureImported(fs.readFileSync(appModule, 'utf8'), feature);
  fs.writeFileSync(appModule, await prettier.format(updated, { ...options, filepath: appModule }));
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [kind, ...args] = process.argv.slice(2);
  const rootFlag = args.indexOf('--root');
  const root = rootFlag >= 0 ? path.resolve(args.splice(rootFlag, 2)[1] ?? '') : REPO_ROOT;
  try {
    if (kind === 'service' && args.length === 1) {
      const files = await generateService(/** @type {string} */ (args[0]), { root });
      console.log(`wrote ${files.length} files under services/${args[0]}. Then:
  1. add '${args[0]}' to SERVICE_NAMES (libs/contracts/src/services.ts) and to infra/local's services list
  2. npm install (links the workspace), then npx nx run @hirerelay/${args[0]}:prisma-generate
  3. npm run generate:feature -- ${args[0]} <feature>`);
    } else if (kind === 'feature' && args.length === 2) {
      const files = await generateFeature(/** @type {string} */ (args[0]), /** @type {string} */ (args[1]), {
        root,
      });
      console.log(`wrote ${files.length} files and imported the module in app.module.ts`);
    } else {
      console.error('usage: generate.mjs service <name> | feature <service> <feature> [--root <dir>]');
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
