// Types of scripts/serve-dist.mjs for the TypeScript tests that import it.
import type { Server } from 'node:http';

export function serveDist(options: {
  dir: string;
  port: number;
  basePrefix?: string;
  mockTarget?: string;
  extraConfig?: string;
}): Promise<Server>;
