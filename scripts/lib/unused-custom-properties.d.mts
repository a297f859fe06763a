// Types of scripts/lib/unused-custom-properties.mjs for its tests.
export function withoutUnusedCustomProperties(css: string, restOfPage: string): string;
