// The critical CSS of a prerendered page keeps the custom properties the page reads and drops the rest
// (scripts/lib/unused-custom-properties.mjs): a dropped one that was read would paint without its value.
import { describe, expect, it } from 'vitest';
import { withoutUnusedCustomProperties } from '../../../scripts/lib/unused-custom-properties.mjs';

const ROOT =
  ':root{--read-by-rule:1px;--unread:red;--read-by-markup:blue;--read-through:var(--inner);--inner:2px;--orphan:var(--unread)}';

describe('withoutUnusedCustomProperties', () => {
  it('keeps what a rule, the markup or a kept value reads, and drops the rest', () => {
    const css = `${ROOT}.card{padding:var(--read-by-rule);margin:var( --read-through )}`;
    const kept = withoutUnusedCustomProperties(css, '<p style="color:var(--read-by-markup)">x</p>');
    expect(kept).toContain('--read-by-rule:1px');
    expect(kept).toContain('--read-by-markup:blue');
    expect(kept, 'read through another property').toContain('--inner:2px');
    expect(kept).toContain('--read-through:var(--inner)');
    expect(kept).not.toContain('--unread');
    expect(kept, 'a property only an unread one reads').not.toContain('--orphan');
    expect(kept).toContain('.card{padding:var(--read-by-rule);margin:var( --read-through )}');
  });

  it('reads a property named in a <style> of the body, and removes a rule it leaves empty', () => {
    const css = `${ROOT}@media (min-width:10em){:root{--wide:3px}}`;
    const kept = withoutUnusedCustomProperties(css, '<style>:root{--theme:var(--read-by-rule)}</style>');
    expect(kept).toContain('--read-by-rule:1px');
    expect(kept).not.toContain('--read-by-markup');
    expect(kept, 'the emptied media rule').not.toContain('@media');
  });
});
