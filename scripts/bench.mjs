// `npm run bench`: what the home route downloads (JS and CSS, raw and gzipped) next to a floor app
// (scripts/bench/floor: React + Mantine + router, nothing else) built with the same Vite config.
// It reports; it asserts nothing (design.md: performance is measured, never a timed test).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repo = fileURLToPath(new URL('..', import.meta.url));
process.chdir(repo);
const configFile = resolve('vite.config.ts');
const HOME_SOURCES = 'src/features/home/';

/** Builds with the project's vite.config.ts (its aliases are absolute, so another root still resolves them). */
async function buildWithManifest(root, outDir) {
  await build({
    configFile,
    root: resolve(root),
    logLevel: 'warn',
    build: { outDir: resolve(outDir), emptyOutDir: true, manifest: true },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/**
 * The chunks a route loads before it renders: the given manifest entries and their static imports,
 * recursively (dynamic imports are other routes, loaded later). Returns JS and CSS file lists.
 */
function routeFiles(manifest, roots) {
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return { chunks: [...seen], js: [...js], css: [...css] };
}

// gzip at zlib's default level (6), which is what most servers and CDNs use.
function sizes(outDir, files) {
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const bytes = readFileSync(join(outDir, file));
    raw += bytes.length;
    gz += gzipSync(bytes).length;
  }
  return { raw, gz };
}

function measure(label, outDir, manifest, roots) {
  const { chunks, js, css } = routeFiles(manifest, roots);
  console.log(`\n${label}: counted ${chunks.length} manifest chunk(s)`);
  for (const key of chunks) {
    const chunk = manifest[key];
    const kind = chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'lazy route' : 'static import';
    console.log(
      `  ${key} -> ${chunk.file} (${kind}${chunk.css?.length ? ` + ${chunk.css.join(', ')}` : ''})`,
    );
  }
  return { js: sizes(outDir, js), css: sizes(outDir, css) };
}

const entryKeys = (manifest) => Object.keys(manifest).filter((key) => manifest[key].isEntry);

async function measureApp() {
  const outDir = 'dist-bench/app';
  const manifest = await buildWithManifest('.', outDir);
  // If the router lazy-loads the home page, its chunk (and its static imports) is part of the route.
  const homeKeys = Object.keys(manifest).filter((key) => key.startsWith(HOME_SOURCES));
  if (homeKeys.length === 0) console.log(`\nNo separate chunk under ${HOME_SOURCES}: home is in the entry.`);
  return measure('app home route', outDir, manifest, [...entryKeys(manifest), ...homeKeys]);
}

async function measureFloor() {
  const outDir = 'dist-bench/floor';
  const manifest = await buildWithManifest('scripts/bench/floor', outDir);
  return measure('floor', outDir, manifest, entryKeys(manifest));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');

function printTable(app, floor) {
  const rows = [['', 'app (home)', 'floor', 'app/floor']];
  for (const measureKey of ['gz', 'raw']) {
    const name = measureKey === 'gz' ? 'gzip' : 'raw';
    for (const kind of ['js', 'css']) {
      const a = app?.[kind][measureKey] ?? 0;
      const f = floor[kind][measureKey];
      rows.push([`${kind.toUpperCase()} ${name}`, app ? kb(a) : '-', kb(f), app ? ratio(a, f) : '-']);
    }
    const a = app ? app.js[measureKey] + app.css[measureKey] : 0;
    const f = floor.js[measureKey] + floor.css[measureKey];
    rows.push([`total ${name}`, app ? kb(a) : '-', kb(f), app ? ratio(a, f) : '-']);
  }
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  console.log('\nBundle sizes (gzip: node:zlib gzipSync at its default level 6; kB = 1024 bytes)');
  for (const row of rows) {
    console.log(
      row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  '),
    );
  }
}

let app;
let exitCode = 0;
try {
  app = await measureApp();
} catch (error) {
  console.error(`\nThe app did not build; measuring the floor only.\n${error?.message ?? error}`);
  exitCode = 1;
}
const floor = await measureFloor();
printTable(app, floor);
process.exit(exitCode);
