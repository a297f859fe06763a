// Types of scripts/lib/route-bytes.mjs for the TypeScript tests that import it.
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Bytes {
  raw: number;
  gz: number;
}
export function readManifest(outDir: string): Manifest;
export function entryKeys(manifest: Manifest): string[];
export function routeFiles(
  manifest: Manifest,
  roots: string[],
): { chunks: string[]; js: string[]; css: string[] };
export function fileBytes(outDir: string, files: string[]): Bytes;
export function localeKeys(
  manifest: Manifest,
  language: string,
  namespaces: string[],
  options?: { strict?: boolean },
): string[];
export function routeBytes(
  outDir: string,
  manifest: Manifest,
  route: { modules?: string[]; locales?: string[] },
  language?: string,
  options?: { strict?: boolean },
): { chunks: string[]; js: Bytes; css: Bytes };
