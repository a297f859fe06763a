// Types of scripts/lib/param-shell.mjs for vite.config.ts.
export const PARAM_SHELL: string;
