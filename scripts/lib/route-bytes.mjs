// What a route downloads, read from a Vite build manifest (dist/.vite/manifest.json): the entry, the
// route's own modules (its lazy chunk, the locale files it awaits) and their static imports, recursively.
// Shared by the byte budget (scripts/check-budget.mjs) and the bench (scripts/bench.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PLANNED_LAZY_CHUNKS } from './chunk-plan.mjs';

/**
 * The manifest, with a key for each lazy module the chunk plan merged into a chunk with others (its chunk has
 * no module key of its own: scripts/lib/plan-chunks-plugin.mjs).
 */
export function readManifest(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const planned = join(outDir, PLANNED_LAZY_CHUNKS);
  if (!existsSync(planned)) return manifest;
  for (const [module, file] of Object.entries(JSON.parse(readFileSync(planned, 'utf8')))) {
    const chunk = Object.values(manifest).find((candidate) => candidate.file === file);
    if (chunk && !manifest[module]) manifest[module] = chunk;
  }
  return manifest;
}

export const entryKeys = (manifest) => Object.keys(manifest).filter((key) => manifest[key].isEntry);

/** Manifest keys, JS files and CSS files reached from `roots` through static imports. */
export function routeFiles(manifest, roots) {
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No manifest entry "${key}": is it a module of the build?`);
    if (seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return { chunks: [...seen], js: [...js], css: [...css] };
}

/** Sum of raw and gzip bytes (zlib's default level 6, what most servers and CDNs use). */
export function fileBytes(outDir, files) {
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const bytes = readFileSync(join(outDir, file));
    raw += bytes.length;
    gz += gzipSync(bytes).length;
  }
  return { raw, gz };
}

/**
 * Manifest keys of the locale chunks that hold `namespaces` (vite.config.ts names a chunk
 * locale-<language>-<namespace>[.<namespace>…]-<hash>.js), each once.
 */
export function localeKeys(manifest, language, namespaces, { strict = true } = {}) {
  const prefix = `assets/locale-${language}-`;
  // A namespace has no '-'; the hash after it may.
  const namespacesOf = (file) => file.slice(prefix.length).split('-')[0].split('.');
  const keys = namespaces.flatMap((namespace) => {
    const key = Object.keys(manifest).find(
      (candidate) =>
        manifest[candidate].file.startsWith(prefix) &&
        namespacesOf(manifest[candidate].file).includes(namespace),
    );
    if (!key && strict) throw new Error(`No locale chunk ${prefix}${namespace}*.js in the manifest`);
    return key ? [key] : [];
  });
  return [...new Set(keys)];
}

/**
 * JS and CSS bytes of one route: the entry plus `modules` (source paths as the manifest names them)
 * and the `locales` namespaces it awaits, in `language`. `strict: false` skips modules and locale chunks
 * a build does not have (an older build bundling its translations).
 */
export function routeBytes(
  outDir,
  manifest,
  { modules = [], locales = [] },
  language = 'en_US',
  options = {},
) {
  const known = options.strict === false ? modules.filter((key) => manifest[key]) : modules;
  const roots = [...entryKeys(manifest), ...known, ...localeKeys(manifest, language, locales, options)];
  const { chunks, js, css } = routeFiles(manifest, roots);
  return { chunks, js: fileBytes(outDir, js), css: fileBytes(outDir, css) };
}
