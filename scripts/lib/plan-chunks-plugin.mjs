// The build's first pass: the same build, not written, records the chunks rolldown emits on its own; the
// plan (chunk-plan.mjs) then names each module's group for the real pass (vite.config.ts `codeSplitting`).
import { relative } from 'node:path';
import { build } from 'vite';
import { emittedChunks, PLANNED_LAZY_CHUNKS, planChunkGroups } from './chunk-plan.mjs';

const FIRST_PASS = 'CHUNK_PLAN_FIRST_PASS';

/**
 * `plan.groupOf(moduleId)` is the group name the real pass gives a module (null before the plan or for a module
 * it leaves to rolldown). `plan.plugin()` runs the first pass as the client build starts; the renderer's build
 * (build.ssr), another root built with this config, and the first pass itself are not planned.
 */
export function chunkPlan({ root, configFile, ...planOptions }) {
  let groups = new Map();
  let lazyModules = [];
  let scripts = null;
  let planned = false;
  return {
    groupOf: (id) => groups.get(id) ?? null,
    /** The code of every script the first pass emitted (null before it, or in a build it does not plan). */
    scripts: () => scripts,
    plugin: () => ({
      name: 'plan-chunks',
      apply: (config, env) => env.command === 'build' && !config.build?.ssr && !process.env[FIRST_PASS],
      async configResolved(config) {
        if (planned || config.root !== root) return;
        planned = true;
        let chunks = [];
        process.env[FIRST_PASS] = '1';
        try {
          await build({
            root,
            configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: { write: false, emptyOutDir: false, sourcemap: false },
            plugins: [
              {
                name: 'record-chunks',
                generateBundle: (_options, bundle) => {
                  chunks = emittedChunks(bundle);
                  scripts = Object.values(bundle)
                    .filter((output) => output.type === 'chunk')
                    .map((chunk) => chunk.code);
                },
              },
            ],
          });
        } finally {
          delete process.env[FIRST_PASS];
        }
        groups = planChunkGroups(chunks, planOptions);
        lazyModules = chunks
          .filter((chunk) => chunk.isDynamicEntry && chunk.facade)
          .map((chunk) => chunk.facade);
        const merged = chunks.filter((chunk) => groups.has(chunk.modules[0])).length;
        config.logger.info(
          `chunk plan: ${merged} of ${chunks.length} chunks merge into ${new Set(groups.values()).size}`,
        );
      },
      // A lazy module in a merged chunk has no manifest key of its own: the byte budget and the bench find its
      // file here (scripts/lib/route-bytes.mjs readManifest).
      generateBundle(_options, bundle) {
        const files = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          for (const id of output.moduleIds)
            if (lazyModules.includes(id) && output.facadeModuleId !== id)
              files[relative(root, id)] = output.fileName;
        }
        this.emitFile({
          type: 'asset',
          fileName: PLANNED_LAZY_CHUNKS,
          source: JSON.stringify(files, null, 2),
        });
      },
    }),
    /** Whether this build is the first pass (it skips what only a written build does). */
    isFirstPass: () => Boolean(process.env[FIRST_PASS]),
  };
}
