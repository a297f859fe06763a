// Writes <file>.gz and <file>.br beside each text file of dist/ (`node scripts/precompress.mjs <dist>`), which
// nginx sends as they are (gzip_static, brotli_static; scripts/nginx/app.conf) instead of compressing each
// answer. The build runs it after the pages are prerendered. config.js is left out: a deployment edits it
// in place, and a stale compressed copy would win; nginx compresses it on the fly.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
const EDITED_BY_DEPLOYMENTS = new Set(['config.js']);
// Below about a packet, compressing gains nothing.
const MIN_BYTES = 1024;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });

export function precompress(dist) {
  let count = 0;
  for (const file of files(dist)) {
    if (!TEXT.has(extname(file)) || EDITED_BY_DEPLOYMENTS.has(relative(dist, file))) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  console.log(`precompressed ${precompress(dist)} files of ${dist} (gzip, brotli)`);
}
