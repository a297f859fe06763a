// Mantine's sheets hold the rules of every component of their package, and each component's rules select by its
// CSS-module classes (`m_` and a hash), which the component's script names. A rule whose `m_` classes no script
// of the build names can match nothing: the build leaves it out (docs/performance.md "What the app does for load
// speed"). PurgeCSS judges by the scripts' words; every selector without an `m_` class is kept as it is.
import { PurgeCSS } from 'purgecss';

export const MANTINE_SHEET = /\/node_modules\/@mantine\/[^/]+\/styles\.css$/;
const NOT_A_MODULE_CLASS = /^(?!m_[0-9a-f]+$)/;

/** `css` without the rules whose `m_` classes none of `scripts` (their code) names. */
export async function dropUnusedMantineRules(css, scripts) {
  const [result] = await new PurgeCSS().purge({
    content: scripts.map((raw) => ({ raw, extension: 'js' })),
    css: [{ raw: css }],
    safelist: { standard: [NOT_A_MODULE_CLASS] },
  });
  return result.css;
}

/** `scripts()`: the code of the build's scripts (the chunk plan's first pass), or null to leave the sheets whole. */
export function unusedMantineRules(scripts) {
  return {
    name: 'unused-mantine-rules',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      const content = MANTINE_SHEET.test(id) ? scripts() : null;
      if (!content) return null;
      return { code: await dropUnusedMantineRules(code, content), map: null };
    },
  };
}
