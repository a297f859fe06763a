// docs/product-rules.md holds the product's rules in the team's words, numbered as the specification they were
// written from. Every "§N" the code, forms, contract, scripts and tests cite must name one of its sections, so a
// reader can follow each citation inside the repository.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const CITING = ['src', 'schemas', 'openapi', 'scripts', 'tests', 'docs'];
const TEXT_FILE = /\.(ts|tsx|mjs|js|yaml|json|md)$/;

/** The numbers of the rules' sections: "## 4. States and transitions" is §4. */
const sectionsOf = (markdown: string) => new Set([...markdown.matchAll(/^## (\d+)\. /gm)].map(([, n]) => n!));

/** The section numbers `text` cites ("§4", "spec §3, §8") that `sections` lacks. */
const unknownCitations = (text: string, sections: Set<string>) =>
  [...text.matchAll(/§(\d+)/g)].map(([, n]) => n!).filter((n) => !sections.has(n));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

const sections = sectionsOf(readFileSync(join(root, 'docs/product-rules.md'), 'utf8'));
const texts = CITING.flatMap((dir) => filesUnder(join(root, dir))).map((file) => ({
  file: relative(root, file),
  text: readFileSync(file, 'utf8'),
}));

describe('every "spec §N" resolves to a section of docs/product-rules.md', () => {
  it('has the nine sections the code cites', () => {
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('finds no citation of a section it lacks, among the thousands it reads', () => {
    const cited = texts.reduce((count, { text }) => count + (text.match(/§\d+/g)?.length ?? 0), 0);
    expect(cited).toBeGreaterThan(1000);
    const unknown = texts.flatMap(({ file, text }) =>
      unknownCitations(text, sections).map((section) => `${file}: §${section}`),
    );
    expect(unknown).toEqual([]);
  });

  it('reports a citation of a section that does not exist', () => {
    // Built, so this file's own text cites no tenth section.
    expect(unknownCitations(`spec §3, §${10} and §4`, sections)).toEqual(['10']);
  });
});
