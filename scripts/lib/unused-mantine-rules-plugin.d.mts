// Types of scripts/lib/unused-mantine-rules-plugin.mjs for vite.config.ts and its test.
import type { Plugin } from 'vite';

export const MANTINE_SHEET: RegExp;
export function dropUnusedMantineRules(css: string, scripts: string[]): Promise<string>;
export function unusedMantineRules(scripts: () => string[] | null): Plugin;
