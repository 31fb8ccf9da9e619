import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir, shouldPrecompress } from './precompress';

// Compressible but not trivially so: a repeated pattern with varying numbers.
const text = (bytes: number) =>
  Buffer.from(
    Array.from({ length: bytes }, (_, i) => `export const v${i} = ${i * 7919};\n`)
      .join('')
      .slice(0, bytes),
  );

describe('shouldPrecompress', () => {
  it('takes text assets from 1 KiB and HTML at any size', () => {
    expect(shouldPrecompress('assets/index-abc.js', 1024)).toBe(true);
    expect(shouldPrecompress('assets/index-abc.js', 1023)).toBe(false);
    expect(shouldPrecompress('assets/index-abc.CSS', 4096)).toBe(true);
    expect(shouldPrecompress('favicon.svg', 2048)).toBe(true);
    expect(shouldPrecompress('index.html', 300)).toBe(true);
  });

  it('leaves binary files, source maps and compressed siblings alone', () => {
    for (const name of ['logo.png', 'font.woff2', 'assets/index-abc.js.map', 'index.html.br', 'a.js.gz']) {
      expect(shouldPrecompress(name, 100_000)).toBe(false);
    }
  });
});

describe('precompressDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'assets'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes br and gz siblings that decompress to the original bytes, and nothing else', async () => {
    const bundle = text(50_000);
    // Smaller than 1 KiB, as index.html is, and still compressed.
    const html = Buffer.from(
      `<!doctype html><html lang="en"><head><meta charset="UTF-8" />${'<link rel="modulepreload" href="/assets/chunk.js" />'.repeat(8)}</head><body><div id="root"></div></body></html>`,
    );
    await writeFile(path.join(dir, 'assets', 'index-abc.js'), bundle);
    await writeFile(path.join(dir, 'assets', 'tiny-abc.js'), text(500));
    await writeFile(path.join(dir, 'assets', 'index-abc.js.map'), text(50_000));
    await writeFile(path.join(dir, 'index.html'), html);
    await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    expect(await precompressDir(dir)).toEqual([path.join('assets', 'index-abc.js'), 'index.html']);

    const bundleBr = await readFile(path.join(dir, 'assets', 'index-abc.js.br'));
    const bundleGz = await readFile(path.join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(bundleBr).equals(bundle)).toBe(true);
    expect(gunzipSync(bundleGz).equals(bundle)).toBe(true);
    expect(bundleBr.length).toBeLessThan(bundleGz.length);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'index.html.br'))).equals(html)).toBe(true);
    expect(gunzipSync(await readFile(path.join(dir, 'index.html.gz'))).equals(html)).toBe(true);

    expect((await readdir(dir, { recursive: true })).sort()).toEqual(
      [
        'assets',
        path.join('assets', 'index-abc.js'),
        path.join('assets', 'index-abc.js.br'),
        path.join('assets', 'index-abc.js.gz'),
        path.join('assets', 'index-abc.js.map'),
        path.join('assets', 'tiny-abc.js'),
        'index.html',
        'index.html.br',
        'index.html.gz',
        'logo.png',
      ].sort(),
    );
  });

  it('skips a variant that would not be smaller than the original', async () => {
    // Random bytes do not compress: both variants would only add bytes.
    const noise = randomBytes(2048);
    await writeFile(path.join(dir, 'noise.txt'), noise);
    expect(await precompressDir(dir)).toEqual([]);
    expect(await readdir(dir)).toEqual(['assets', 'noise.txt']);
  });

  it('produces the same bytes on every build: no time in the gzip header', async () => {
    await writeFile(path.join(dir, 'assets', 'index-abc.js'), text(20_000));
    await precompressDir(dir);
    const gz = await readFile(path.join(dir, 'assets', 'index-abc.js.gz'));
    const br = await readFile(path.join(dir, 'assets', 'index-abc.js.br'));
    expect(gz.readUInt32LE(4)).toBe(0); // MTIME (RFC 1952): 0 means none
    await precompressDir(dir);
    expect((await readFile(path.join(dir, 'assets', 'index-abc.js.gz'))).equals(gz)).toBe(true);
    expect((await readFile(path.join(dir, 'assets', 'index-abc.js.br'))).equals(br)).toBe(true);
  });
});
