// A prerendered page's critical CSS keeps only the custom properties the page reads. beasties copies
// Mantine's `:root` rule whole: about 290 variables (13 kB of a shell's 26.5 kB of inlined rules), of which
// the markup and the rules kept for it read about 50. The full sheet, loaded without blocking, declares them all
// for what the app renders after the first paint.
import postcss from 'postcss';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const referencesIn = (text) => [...text.matchAll(VAR_REFERENCE)].map(([, name]) => name);

/**
 * `css` without the custom property declarations that nothing reads: neither a rule of `css`, nor `restOfPage`
 * (the markup's style attributes and <style> elements), nor the value of a property that is read.
 */
export function withoutUnusedCustomProperties(css, restOfPage) {
  const root = postcss.parse(css);
  const valuesOf = new Map();
  const toVisit = referencesIn(restOfPage);
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) valuesOf.set(decl.prop, [...(valuesOf.get(decl.prop) ?? []), decl.value]);
    else toVisit.push(...referencesIn(decl.value));
  });
  const read = new Set();
  while (toVisit.length > 0) {
    const name = toVisit.pop();
    if (read.has(name)) continue;
    read.add(name);
    for (const value of valuesOf.get(name) ?? []) toVisit.push(...referencesIn(value));
  }
  root.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop)) decl.remove();
  });
  removeEmptyRules(root);
  return root.toString();
}

/** Removes the rules and at-rules left without content, innermost first. */
function removeEmptyRules(container) {
  container.each((node) => {
    if (!node.nodes) return;
    removeEmptyRules(node);
    if (node.nodes.length === 0) node.remove();
  });
}
