// Types of scripts/lib/route-chunks.mjs for vite.config.ts.
interface ModuleInfo {
  id: string;
  importers: string[];
  dynamicImporters: string[];
  isEntry: boolean;
}
export function routeChunkName(
  id: string,
  context: { getModuleInfo: (id: string) => ModuleInfo | null },
): string | null;
