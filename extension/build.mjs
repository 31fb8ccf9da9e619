// @ts-check
// `npm run build` (Nx) for the browser extension: bundles the popup, options page and service
// worker with esbuild, copies the pages and icons, writes the manifest into dist/unpacked/ (load it
// unpacked) and zips that folder into dist/hirerelay-extension.zip (the gateway serves it).
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { defaultServerAddress, extensionManifest } from './build/manifest.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const unpacked = path.join(dist, 'unpacked');
const ZIP_NAME = 'hirerelay-extension.zip';
// Fixed times in the zip, so the same sources give the same bytes.
const ZIP_MTIME = new Date('2026-01-01T00:00:00Z');

const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const server = defaultServerAddress(process.env);

await rm(dist, { recursive: true, force: true });
await mkdir(unpacked, { recursive: true });
await build({
  entryPoints: ['popup', 'options', 'background'].map((name) => path.join(root, 'src', `${name}.ts`)),
  outdir: unpacked,
  bundle: true,
  format: 'esm',
  target: 'chrome120',
  conditions: ['source'],
  define: { __DEFAULT_SERVER__: JSON.stringify(server) },
  legalComments: 'none',
  logLevel: 'warning',
});
await cp(path.join(root, 'static'), unpacked, { recursive: true });
await writeFile(
  path.join(unpacked, 'manifest.json'),
  `${JSON.stringify(extensionManifest({ version }), null, 2)}\n`,
);

/** @type {Record<string, [Uint8Array, { mtime: Date }]>} */
const files = {};
for (const entry of await readdir(unpacked, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  files[path.relative(unpacked, file).split(path.sep).join('/')] = [
    await readFile(file),
    { mtime: ZIP_MTIME },
  ];
}
await writeFile(path.join(dist, ZIP_NAME), zipSync(files, { level: 9 }));
console.log(`extension ${version} for ${server}: dist/unpacked, dist/${ZIP_NAME}`);
