// Types of scripts/lib/rjsf-trim-plugin.mjs for vite.config.ts and its test.
import type { Plugin } from 'vite';

export const REPLACED_BY_THEME: Record<'widgets' | 'templates', string[]>;
export const LEFT_OUT: Record<'fields' | 'widgets' | 'templates', string[]>;
export function leaveOut(code: string, names: string[]): string;
export function trimRjsf(): Plugin;
