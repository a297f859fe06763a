// Types of scripts/lib/session-parts.mjs for vite.config.ts.
export const SESSION_PARTS: string[];
