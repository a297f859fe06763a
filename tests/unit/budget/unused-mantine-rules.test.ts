// The build leaves out of Mantine's sheets the rules whose CSS-module classes no script names
// (scripts/lib/unused-mantine-rules-plugin.mjs); every other rule stays as it is. The browser suite checks the
// built pages: no Mantine class on a screen or in a dialog without a rule (tests/e2e/browser.ts).
import { describe, expect, it } from 'vitest';
import { dropUnusedMantineRules, MANTINE_SHEET } from '../../../scripts/lib/unused-mantine-rules-plugin.mjs';

const SCRIPT = 'const classes = { root: "m_00aa11bb", label: "m_22cc33dd" }; el.dataset.variant = "filled";';

describe('dropUnusedMantineRules', () => {
  it('keeps the rules of the classes a script names and drops those of the classes none names', async () => {
    const css = [
      '.m_00aa11bb{display:flex}',
      '.m_99ee88ff{color:red}',
      ':where(.m_22cc33dd)[data-variant="filled"]{color:blue}',
      '@media (min-width:48em){.m_99ee88ff{gap:1px}.m_00aa11bb{gap:2px}}',
      '.m_00aa11bb .m_99ee88ff{margin:0}',
    ].join('');
    const kept = await dropUnusedMantineRules(css, [SCRIPT]);
    expect(kept).toContain('.m_00aa11bb{display:flex}');
    expect(kept).toContain(':where(.m_22cc33dd)[data-variant="filled"]{color:blue}');
    expect(kept).toContain('.m_00aa11bb{gap:2px}');
    expect(kept, 'a class no script names').not.toContain('m_99ee88ff');
  });

  it('keeps every rule without a Mantine class, named by a script or not', async () => {
    const css = [
      ':root{--mantine-scale:1}',
      'body{margin:0}',
      '.mantine-hidden-from-sm{display:none}',
      '[data-mantine-color-scheme="dark"] .app-logo{opacity:.8}',
      '@keyframes m_spin{to{transform:rotate(1turn)}}',
    ].join('');
    const kept = await dropUnusedMantineRules(css, ['']);
    for (const rule of [
      ':root{--mantine-scale:1}',
      'body{margin:0}',
      '.mantine-hidden-from-sm{display:none}',
      '[data-mantine-color-scheme="dark"] .app-logo{opacity:.8}',
      '@keyframes m_spin',
    ])
      expect(kept).toContain(rule);
  });

  it('applies to the sheets of Mantine packages only', () => {
    expect(MANTINE_SHEET.test('/app/node_modules/@mantine/core/styles.css')).toBe(true);
    expect(MANTINE_SHEET.test('/app/node_modules/@mantine/charts/styles.css')).toBe(true);
    expect(MANTINE_SHEET.test('/app/src/app/styles/loaders.css')).toBe(false);
    expect(MANTINE_SHEET.test('/app/node_modules/@mantine/core/styles/Button.css')).toBe(false);
  });
});
