// Types of scripts/lib/thin-proxy.mjs for the TypeScript tests that import it.
import type { Server } from 'node:http';
import type { ThinMode } from './thin-answers.mjs';
export function createThinProxy(options: { doc: unknown; upstream: string; mode?: ThinMode }): Server;
