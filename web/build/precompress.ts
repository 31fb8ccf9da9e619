import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text a browser downloads. Source maps are left out: only an open developer console fetches
 * them, and brotli at maximum quality on them would be most of the build's compression time.
 */
const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml']);

/**
 * Below this a hashed asset fits in a packet or two either way and is cached for a year, so the
 * sibling files are not worth it. HTML is compressed at any size: index.html is fetched again on
 * every navigation (no-cache) and lies on the first paint's critical path.
 */
const PRECOMPRESS_MIN_BYTES = 1024;

const PRECOMPRESSED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;

export function shouldPrecompress(fileName: string, size: number): boolean {
  const extension = path.extname(fileName).toLowerCase();
  if (!COMPRESSIBLE_EXTENSIONS.has(extension)) return false;
  return extension === '.html' || size >= PRECOMPRESS_MIN_BYTES;
}

/** Brotli at maximum quality and gzip level 9: paid once at build time, never per request. */
async function compressedVariants(content: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotliCompress(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    // Node writes a gzip header without a modification time, so the output is reproducible.
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file in `dir`, each only when it is
 * smaller than the original (the gateway serves whichever the browser accepts). Returns the files
 * compressed, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const compressed: string[] = [];
  await Promise.all(
    (await filesUnder(dir)).map(async (file) => {
      const content = await readFile(path.join(dir, file));
      if (!shouldPrecompress(file, content.length)) return;
      const variants = await compressedVariants(content);
      let wrote = false;
      for (const encoding of ['br', 'gzip'] as const) {
        if (variants[encoding].length >= content.length) continue;
        await writeFile(path.join(dir, file + PRECOMPRESSED_SUFFIXES[encoding]), variants[encoding]);
        wrote = true;
      }
      if (wrote) compressed.push(file);
    }),
  );
  return compressed.sort();
}

/** Vite plugin: precompresses the finished build output (bundle, index.html and public/ files). */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'hirerelay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      logger?.info(`precompressed ${files.length} files in ${path.basename(outDir)} (br, gzip)`);
    },
  };
}
