// Types of scripts/lib/chunk-plan.mjs.
export interface EmittedChunk {
  file: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facade: string | null;
  imports: string[];
  size: number;
  modules: string[];
}

/** Other limits for the loads with a lazy chunk whose module matches `lazy`; `with`: the lazy chunks they start. */
export interface LoadKind {
  lazy: RegExp;
  allowance?: number;
  maxGrowth?: number;
  with?: RegExp;
}

export const PLANNED_LAZY_CHUNKS: string;

export function emittedChunks(bundle: Record<string, unknown>): EmittedChunk[];

export function planChunkGroups(
  chunks: EmittedChunk[],
  options: {
    allowance: number;
    maxGrowth?: number;
    loadedTogether?: string[][];
    growthCaps?: Record<string, number>;
    keep?: (chunk: EmittedChunk) => boolean;
    kinds?: LoadKind[];
  },
): Map<string, string>;
