/// <reference types="vitest/config" />
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { PARAM_SHELL } from './scripts/lib/param-shell.mjs';
import { chunkPlan } from './scripts/lib/plan-chunks-plugin.mjs';
import { trimRjsf } from './scripts/lib/rjsf-trim-plugin.mjs';
import { unusedMantineRules } from './scripts/lib/unused-mantine-rules-plugin.mjs';
import { SESSION_PARTS } from './scripts/lib/session-parts.mjs';

const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;
// The runtime config's default hosts are "/mock/…"; dev and preview forward them to Prism.
const proxy = {
  '/mock': { target: mockTarget, changeOrigin: true, rewrite: (p: string) => p.replace(/^\/mock/, '') },
};

const LOCALE_MODULE = /\/src\/i18n\/locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * Namespaces a screen always awaits together share a chunk per language: the base ones every page loads, and
 * those of any form (its labels, its pickers, its code senders). Others are a chunk each.
 */
const LOCALE_BUNDLES = [
  ['common', 'app'],
  ['forms', 'fields', 'pickers', 'verification'],
  // The assets screens': withdraw awaits assets and withdraw, recharge those and deposit, the token account
  // accounts and history, recharge history too.
  ['assets', 'withdraw', 'deposit'],
  ['accounts', 'history'],
];

/** locale-<language>-<namespace>[.<namespace>…]: scripts/lib/route-bytes.mjs finds a namespace by it. */
function localeChunkName(moduleId: string): string | null {
  const match = LOCALE_MODULE.exec(moduleId);
  if (!match) return null;
  const [, language, namespace = ''] = match;
  const bundle = LOCALE_BUNDLES.find((namespaces) => namespaces.includes(namespace)) ?? [namespace];
  return `locale-${language}-${bundle.join('.')}`;
}

/**
 * After each client build, the public pages are prerendered to HTML (scripts/prerender.mjs), the security
 * headers are written for them (scripts/security-headers.mjs) and the text files precompressed
 * (scripts/precompress.mjs), so `vite build` alone (npm run build, the e2e setup, the bench) gives the same
 * dist/. Its own Node build of
 * the renderer (build.ssr) is not prerendered again. `vite preview` answers a prerendered
 * page's path with its <page>/index.html, and <page>/<parameter> with <page>/param.html where the build
 * wrote one (a route with an optional parameter), as production does (README "Deploying").
 */
function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-public-pages',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        const path = decodeURIComponent(url.pathname);
        const page = join(path, 'index.html');
        const paramShell = join(dirname(path), PARAM_SHELL);
        if (path.endsWith('/')) return next();
        if (existsSync(join(outDir, page))) req.url = `${page}${url.search}`;
        else if (!existsSync(join(outDir, path)) && existsSync(join(outDir, paramShell)))
          req.url = `${paramShell}${url.search}`;
        next();
      });
    },
    closeBundle() {
      // Not the renderer's own build, nor another root built with this config (the bench's floor page), nor the
      // chunk plan's first pass (not written).
      if (config.build.ssr || config.root !== ROOT || plan.isFirstPass()) return;
      const outDir = resolve(config.root, config.build.outDir);
      // In this order: the headers hash the prerendered pages' inline scripts; every page is compressed.
      for (const step of ['prerender.mjs', 'security-headers.mjs', 'precompress.mjs']) {
        const script = fileURLToPath(new URL(`./scripts/${step}`, import.meta.url));
        const run = spawnSync(process.execPath, [script, outDir], { stdio: 'inherit' });
        if (run.status !== 0) throw new Error(`scripts/${step} failed on ${outDir} (exit ${run.status})`);
      }
    },
  };
}

const PAGE_ICON = '/logo.png';

/**
 * The page icon rides in the page as a data URL (public/logo.png, 0.5 kB). Fetched by its address, it was one
 * request more on every first load, sent on the page's own connection right behind the page and ahead of the
 * deferred stylesheet (docs/performance.md "What Lighthouse's LCP of a signed-in screen is made of"). Vite
 * never inlines an icon link itself.
 */
function pageIconInPage(): Plugin {
  return {
    name: 'page-icon-in-page',
    apply: 'build',
    // Before Vite's own pass over the page's addresses, which prefixes a public file's with `base`.
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const png = readFileSync(resolve(ROOT, `public${PAGE_ICON}`)).toString('base64');
        return html.replace(`href="${PAGE_ICON}"`, `href="data:image/png;base64,${png}"`);
      },
    },
  };
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every chunk for eager compilation (V8's explicit compile hints, Chromium 136+; other engines read a
 * comment). Most functions of a chunk run when it loads: the entry's while a page starts, a screen's when
 * it renders. Compiled lazily, each was compiled on the main thread when first called; with the hint V8
 * compiles them on a background thread while the file streams in (home's median blocking time in
 * 5 Lighthouse runs fell from 115 ms with the hint on the entry alone to 35 ms with it on every chunk).
 * It runs last, after Vite has put its preload table on the first line: the hint must open the file.
 */
function compileHintOnChunks(): Plugin {
  return {
    name: 'compile-hint-on-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // The source map's lines move down by one: an empty first line of mappings.
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}

const SESSION = new RegExp(`/(${SESSION_PARTS.join('|').replaceAll('.', '\\.')})$`);
/**
 * Chunks planned from the ones rolldown emits on its own (scripts/lib/chunk-plan.mjs): a first pass of the
 * same build records them, and chunks that load together merge while no load grows by more than 6 times its own
 * size, 300 kB of source or its cap below (docs/performance.md: tighter limits left more requests; at 240 kB a
 * change elsewhere in the graph could leave withdraw at 26). Rolldown split by every distinct set of importers: a
 * signed-in first load fetched 60 to 100 scripts, many of a few hundred bytes (docs/performance.md "Chunks
 * planned from the emitted graph").
 */
const plan = chunkPlan({
  root: ROOT,
  configFile: resolve(ROOT, 'vite.config.ts'),
  allowance: 6,
  maxGrowth: 300_000,
  loadedTogether: [SESSION_PARTS],
  // A page's first load is one load: login and register with their form's validator (held to `growthCaps` as a
  // whole), a signed-in screen (a route that needs a session) with the session's parts. Home's market data
  // stays a load of its own: merged into the page it would delay home's first paint.
  kinds: [
    {
      lazy: /\/src\/features\/auth\/LoginPage\.tsx$/,
      with: /\/src\/features\/auth\/prerendered-forms\.ts$|\/generated\/form-validators\/login-[0-9a-f]+\.ts$/,
    },
    {
      lazy: /\/src\/features\/auth\/RegisterPage\.tsx$/,
      with: /\/src\/features\/auth\/prerendered-forms\.ts$|\/generated\/form-validators\/register-email-[0-9a-f]+\.ts$/,
    },
    {
      lazy: /\/src\/features\/(assets|kyc|personal|trade)\/.*Pages?\.tsx$/,
      with: SESSION,
    },
  ],
  // A visitor's first pages are held to their byte budgets: home and the investments list take no other load's
  // modules, login and register at most 10 kB of source (about 3 kB gzip).
  growthCaps: {
    'src/features/home/HomePage.tsx': 0,
    'src/features/home/market/MarketData.tsx': 0,
    'src/features/investments/list/InvestmentsPage.tsx': 0,
    'src/features/auth/LoginPage.tsx': 10_000,
    'src/features/auth/RegisterPage.tsx': 10_000,
  },
  // The groups named below keep their chunks.
  keep: (chunk) => chunk.name.startsWith('locale-'),
});

// The unit, component and contract tests, and those of them that replace a module (vi.mock / vi.doMock) or
// reset the module registry (vi.resetModules): such a file needs a module graph of its own. In a shared one an
// earlier file may have loaded the real module, and a reset would leave the later files of its worker with
// fresh copies of modules that tests/setup-shared-graph.ts loaded once (a lazy widget's code, say).
const UNIT_DIRS = ['tests/unit', 'tests/components', 'tests/contract'];
const UNIT_TESTS = UNIT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
const MODULE_REPLACING_TESTS = UNIT_DIRS.flatMap((dir) => filesUnder(resolve(ROOT, dir)))
  .filter(
    (path) =>
      /\.test\.tsx?$/.test(path) && /\bvi\.((do)?[mM]ock|resetModules)\(/.test(readFileSync(path, 'utf8')),
  )
  .map((path) => path.slice(ROOT.length + 1));

export default defineConfig({
  plugins: [
    react(),
    trimRjsf(),
    plan.plugin(),
    // Judged against the first pass's scripts: the rules of Mantine components the app never renders.
    unusedMantineRules(plan.scripts),
    pageIconInPage(),
    prerenderPublicPages(),
    compileHintOnChunks(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@generated', replacement: fileURLToPath(new URL('./generated', import.meta.url)) },
      { find: '@schemas', replacement: fileURLToPath(new URL('./schemas', import.meta.url)) },
      // Our forms render no markdown: rjsf's markdown renderer is replaced by plain text
      // (tests/unit/forms/no-markdown.test.ts holds the forms to it).
      {
        find: 'markdown-to-jsx/react',
        replacement: fileURLToPath(new URL('./src/forms/theme/plain-markdown.tsx', import.meta.url)),
      },
      // The toast container alone (the package's exports hide it), so it can be a lazy chunk: the
      // package's index, which screens import for `notifications.show`, is in the entry.
      {
        find: '@mantine-notifications/container',
        replacement: fileURLToPath(
          new URL('./node_modules/@mantine/notifications/esm/Notifications.mjs', import.meta.url),
        ),
      },
      // Mantine's useId, as @mantine/hooks' index imports it: without the random id it sets after mount,
      // which re-rendered every input, accordion and menu of a page at once (src/lib/mantine-use-id.ts).
      {
        find: /^\.\/use-id\/use-id\.mjs$/,
        replacement: fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url)),
      },
    ],
  },
  // The manifest maps each route's chunks for the byte budget (scripts/check-budget.mjs) and the bench;
  // a locale chunk is named locale-<language>-<namespaces> so the budget can count it (localeChunkName).
  build: {
    manifest: true,
    // A lazy chunk's JS imports are not preloaded by the importing script (CSS still is): the list of every
    // lazy chunk's imports made 4 kB gzip of the entry, the <link> each preload appends takes a phone a few
    // ms of main thread, and the browser fetches those imports anyway once the chunk arrives.
    // index.html keeps the entry's preloads.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk, since every page loads all of it: as the
        // 20-odd small chunks rolldown otherwise splits it into (each also shared by some lazy chunk), each
        // file was gzipped without the others' context and their imports named each other's hashed files
        // (home -3.5 kB gzip).
        // The popover library is a chunk of its own in the plan's first pass: grouped by importers, rolldown put
        // small Mantine helpers (a context hook every form reads) in its chunk, so a form with no popover
        // downloaded all of it. The plan then merges it like any chunk (its group comes first).
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            { name: localeChunkName },
            // Each module's group from the plan, without the modules it imports (the plan places those).
            { name: plan.groupOf, includeDependenciesRecursively: false },
            { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    // Every locale file bundled, so a screen renders without awaiting its namespaces (src/i18n/bundled-locales.ts).
    alias: [
      {
        find: /^\.\/bundled-locales$/,
        replacement: fileURLToPath(new URL('./tests/test-utils/all-locales.ts', import.meta.url)),
      },
    ],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 20000,
    // vitest's default leaves one of two cores idle (availableParallelism - 1).
    maxWorkers: availableParallelism(),
    // Worker threads, not child processes: the same run took 276 s instead of 288 on 2 cores.
    pool: 'threads',
    // A file that replaces a module or resets the registry (above) gets a fresh module graph and window of its
    // own; every other file shares its worker's, which saves a jsdom and a setup per file (tests/setup.ts resets
    // what a test may leave behind).
    projects: [
      { extends: true, test: { name: 'isolated', include: MODULE_REPLACING_TESTS, isolate: true } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: UNIT_TESTS,
          exclude: MODULE_REPLACING_TESTS,
          isolate: false,
          setupFiles: ['tests/setup-shared-graph.ts'],
        },
      },
    ],
  },
});
