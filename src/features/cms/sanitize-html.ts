import DOMPurify, { type Config } from 'dompurify';

// Server HTML of a CMS article (spec §2 /cms/{id}) is untrusted: nothing in it may run or send data
// elsewhere. DOMPurify already drops <script>, every on* attribute and javascript:/vbscript: URLs; on top:
// HTML only (no SVG/MathML, where most parser tricks live), no forms or anything that submits or embeds
// (a form posting elsewhere is forbidden whole, its action too), no inline style (CSS url() payloads),
// and links restricted to http(s), mailto, tel and same-site paths.
const FORBID_TAGS = [
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'style',
  'template',
];
const FORBID_ATTR = ['action', 'formaction', 'style', 'srcdoc', 'ping', 'xlink:href'];
// DOMPurify's own rule with fewer schemes: a scheme must be one of these; a relative URL has none.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  // Links may open a new tab (the hook below keeps it from reaching back).
  ADD_ATTR: ['target'],
};

let hooked = false;

/** Links that open a new tab cannot reach back into the app (window.opener). */
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.tagName !== 'A') return node.removeAttribute('target');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
}

/** The article HTML with everything that could run script, submit data or leave the page's control removed. */
export function sanitizeHtml(html: string): string {
  hookLinks();
  return DOMPurify.sanitize(html, CONFIG) as string;
}
