import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this, the saving does not pay for the extra file and lookup. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside one file; a copy that is not smaller is skipped. */
async function compressFile(path: string): Promise<number> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, copy] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (copy.length >= content.length) continue;
    await writeFile(`${path}${suffix}`, copy);
    written++;
  }
  return written;
}

/**
 * Precompresses the build once, at build time: the gateway's static handler (preCompressed)
 * serves `.br` or `.gz` by Accept-Encoding, so no request pays for compression. Runs after
 * everything, public/ included, has been written to the output folder.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'roofing:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files: string[] = [];
      for await (const path of filesUnder(outDir)) if (COMPRESSIBLE.test(path)) files.push(path);
      const counts = await Promise.all(files.map(compressFile));
      const written = counts.reduce((sum, count) => sum + count, 0);
      this.info(`precompressed ${written} copies (.br, .gz) in ${outDir}`);
    },
  };
}
