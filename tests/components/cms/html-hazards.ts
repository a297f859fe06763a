// The oracle of the CMS sanitiser tests, written from spec §2's words for /cms/{id}: the shown
// HTML carries no script, no event handler, no javascript: link and no form that posts elsewhere. It reads
// the parsed DOM, as the browser would, so encodings and odd spellings are judged by what they become.

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster'];

/** What the browser makes of an attribute value before choosing a URL scheme: no whitespace or controls. */
// eslint-disable-next-line no-control-regex
const schemeOf = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();

export interface Hazards {
  scripts: number;
  handlers: string[];
  javascriptUrls: string[];
  forms: number;
  formActions: string[];
}

/** Every hazard of the spec's list in `html` once parsed. */
export function hazardsIn(html: string): Hazards {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const elements = [...doc.body.querySelectorAll('*')];
  const attributes = elements.flatMap((element) => [...element.attributes]);
  return {
    scripts: doc.body.querySelectorAll('script').length,
    handlers: attributes.filter((attribute) => /^on/i.test(attribute.name)).map((a) => a.name),
    javascriptUrls: attributes
      .filter((attribute) => URL_ATTRIBUTES.includes(attribute.name.toLowerCase()))
      .map((attribute) => schemeOf(attribute.value))
      .filter((value) => value.startsWith('javascript:') || value.startsWith('vbscript:')),
    forms: doc.body.querySelectorAll('form').length,
    formActions: attributes
      .filter((attribute) => ['action', 'formaction'].includes(attribute.name.toLowerCase()))
      .map((attribute) => attribute.value),
  };
}

export const isHarmless = (hazards: Hazards): boolean =>
  hazards.scripts === 0 &&
  hazards.handlers.length === 0 &&
  hazards.javascriptUrls.length === 0 &&
  hazards.forms === 0 &&
  hazards.formActions.length === 0;
