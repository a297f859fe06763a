// Types of scripts/lib/plan-chunks-plugin.mjs for vite.config.ts.
import type { Plugin } from 'vite';
import type { planChunkGroups } from './chunk-plan.mjs';

export function chunkPlan(
  options: { root: string; configFile: string } & Parameters<typeof planChunkGroups>[1],
): {
  groupOf: (id: string) => string | null;
  scripts: () => string[] | null;
  plugin: () => Plugin;
  isFirstPass: () => boolean;
};
