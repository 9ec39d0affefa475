import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser loads; source maps are left out (only a developer's tools ask for them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost (the server's on-the-fly threshold too). */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip, level 9) next to every text file of the
 * build, once, at build time: the server sends these files as they are (@fastify/static preCompressed)
 * instead of compressing every response on the fly at the fast, weaker levels a request can afford.
 * Runs after every other plugin has written its files, so whatever they add is compressed too.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'jhola:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const source = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}
