// What a signed-in page's first load fetches besides the entry, so its prerendered shell can ask for it at once
// (scripts/prerender.mjs). Without this the screen's chunk was asked for only once the entry had run (about a
// second of a phone's main thread), and what it imports one round trip later still.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { entryKeys, localeKeys, readManifest, routeFiles } from './route-bytes.mjs';
import { SESSION_PARTS } from './session-parts.mjs';

const ROUTE_FILES = /\/src\/app\/routing\/routes\/[^/]+\.ts$/;
const SCREEN_IMPORT = /\(\) => import\((['"])([^'"]+)\1\)/g;

/**
 * For the prerender's renderer build only: each route record's `screen: () => import('<module>')` also carries
 * its module as `screen.source` (src/prerender-page.tsx reads it). The records stay as they are, typed by
 * their imports.
 */
export function screenSources() {
  return {
    name: 'screen-sources',
    transform(code, id) {
      if (!ROUTE_FILES.test(id)) return null;
      return code.replace(
        SCREEN_IMPORT,
        (call, _quote, source) => `Object.assign(${call}, { source: ${JSON.stringify(source)} })`,
      );
    },
  };
}

/** A module as the manifest names it: `@/features/x/Page` is src/features/x/Page.tsx (or .ts). */
function manifestKey(root, source) {
  const path = source.replace(/^@\//, 'src/');
  const found = ['.tsx', '.ts']
    .map((extension) => path + extension)
    .find((file) => existsSync(join(root, file)));
  if (!found) throw new Error(`first load: no module ${source}`);
  return found;
}

/**
 * The first load of each signed-in page, without the entry's own files: the screen's chunk, the session's
 * parts, the side navigation if the page has one, the locale chunks of its namespaces in its language, what
 * each imports, and their stylesheets. `page`: what the renderer says of the page (src/prerender-page.tsx
 * `FirstLoad`).
 * @param {string} root
 * @param {string} outDir
 */
export function firstLoadFiles(root, outDir) {
  const manifest = readManifest(outDir);
  const fromEntry = routeFiles(manifest, entryKeys(manifest));
  const own = (files, entryFiles) =>
    files.filter((file) => !entryFiles.includes(file)).map((file) => `/${file}`);
  /** @param {{ screen: string, sideNav: boolean, language: string, namespaces: string[] }} page */
  return (page) => {
    const { js, css } = routeFiles(manifest, [
      manifestKey(root, page.screen),
      ...SESSION_PARTS,
      ...(page.sideNav ? ['src/app/layout/SideNav.tsx'] : []),
      ...localeKeys(manifest, page.language, page.namespaces),
    ]);
    return { scripts: own(js, fromEntry.js), sheets: own(css, fromEntry.css) };
  };
}
