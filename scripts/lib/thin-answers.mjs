// The mock's thin modes (design.md "The contract": the mock is not the only server the app will meet).
// An answer is pruned by the contract's schema of its operation and status:
// - `required`: every object keeps only the properties its schema requires (through $ref, allOf, the
//   oneOf/anyOf branches the value matches and if/then/else), array rows and map values pruned the same way;
// - `no-assumed`: every scalar property whose every mark is `x-source: assumed` goes (its own mark, else the
//   mark of the schema it references, as `npm run contract:report` counts it). Objects and lists stay, their
//   own fields pruned: a backend of the family answers a list and a count (api-family.md) even where the
//   contract had to assume the list's name, and sends none of the details no document states.
// What the schema does not describe (no properties, free objects, other media types) is left as it is.

export const THIN_MODES = /** @type {const} */ (['required', 'no-assumed']);
/** The request header choosing a thin mode per request (the app's QA switch sends it). */
export const THIN_HEADER = 'x-mock-thin';

export const isThinMode = (value) => THIN_MODES.includes(value);

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

const lookUp = (doc, pointer) =>
  pointer
    .slice(2)
    .split('/')
    .reduce((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
const resolve = (doc, node) => {
  while (node && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) node = lookUp(doc, node.$ref);
  return node;
};

/** A property's provenance: its own `x-source`, else that of the schema its $ref names. */
export const sourceOf = (doc, property) => property?.['x-source'] ?? resolve(doc, property)?.['x-source'];

const typeMatches = (type, value) => {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    default:
      return typeof value === type;
  }
};

// Whether a value fits a schema, as far as choosing a oneOf/anyOf branch or an if needs: types, const, enum,
// required names and the same of the properties present (to a small depth).
export function matches(doc, schema, value, depth = 3) {
  const node = resolve(doc, schema);
  if (!isObject(node)) return true;
  if ('const' in node && JSON.stringify(node.const) !== JSON.stringify(value)) return false;
  if (Array.isArray(node.enum) && !node.enum.some((item) => JSON.stringify(item) === JSON.stringify(value)))
    return false;
  if (node.type !== undefined) {
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (!types.some((type) => typeMatches(type, value))) return false;
  }
  if (isObject(value)) {
    if ((node.required ?? []).some((name) => !(name in value))) return false;
    if (depth > 0) {
      for (const [name, property] of Object.entries(node.properties ?? {})) {
        if (name in value && !matches(doc, property, value[name], depth - 1)) return false;
      }
    }
  }
  if ((node.allOf ?? []).some((part) => !matches(doc, part, value, depth))) return false;
  for (const key of ['anyOf', 'oneOf']) {
    if (node[key] && !node[key].some((part) => matches(doc, part, value, depth))) return false;
  }
  return true;
}

// The schemas that apply to a value: the schema, its allOf parts, the oneOf/anyOf branches it matches and
// the then or else its if chooses, each resolved.
function applicable(doc, schema, value) {
  const node = resolve(doc, schema);
  if (!isObject(node)) return [];
  const found = [node];
  for (const part of node.allOf ?? []) found.push(...applicable(doc, part, value));
  for (const key of ['anyOf', 'oneOf']) {
    for (const part of node[key] ?? []) {
      if (matches(doc, part, value)) found.push(...applicable(doc, part, value));
    }
  }
  if (node.if) {
    const branch = matches(doc, node.if, value) ? node.then : node.else;
    if (branch) found.push(...applicable(doc, branch, value));
  }
  return found;
}

/** The value pruned by the schema in the mode (a new value; the argument is not changed). */
export function prune(doc, schema, value, mode) {
  if (Array.isArray(value)) {
    const rows = applicable(doc, schema, value).flatMap((node) => (node.items ? [node.items] : []));
    return rows.length === 0 ? value : value.map((row) => prune(doc, { allOf: rows }, row, mode));
  }
  if (!isObject(value)) return value;
  const nodes = applicable(doc, schema, value);
  const declared = new Map();
  const required = new Set();
  const mapValues = [];
  for (const node of nodes) {
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      declared.set(name, [...(declared.get(name) ?? []), property]);
    }
    for (const name of node.required ?? []) required.add(name);
    if (isObject(node.additionalProperties)) mapValues.push(node.additionalProperties);
  }
  const described = nodes.some((node) => node.properties || isObject(node.additionalProperties));
  if (!described) return value;
  const pruned = {};
  for (const [name, field] of Object.entries(value)) {
    const properties = declared.get(name);
    if (properties) {
      const keep =
        mode === 'required'
          ? required.has(name)
          : typeof field === 'object' ||
            !properties.every((property) => sourceOf(doc, property) === 'assumed');
      if (keep) pruned[name] = prune(doc, { allOf: properties }, field, mode);
    } else if (mapValues.length > 0) {
      // A map's keys are data, not fields: each value is pruned like a row.
      pruned[name] = prune(doc, { allOf: mapValues }, field, mode);
    } else if (mode === 'no-assumed' || required.has(name)) {
      pruned[name] = field;
    }
  }
  return pruned;
}

// Path templates ({param}) of the contract as patterns.
const patternOf = (route) =>
  new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The operation a request names (method + path), from the bundled contract. */
export function operationFor(doc, method, pathname) {
  const lower = method.toLowerCase();
  if (!methods.includes(lower)) return undefined;
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    if (item?.[lower] && (route === pathname || patternOf(route).test(pathname))) return item[lower];
  }
  return undefined;
}

/** The JSON schema of an operation's answer with this status (exact, `4XX`-style, else `default`). */
export function answerSchema(doc, operation, status) {
  const responses = operation?.responses ?? {};
  const response = resolve(
    doc,
    responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default,
  );
  return response?.content?.['application/json']?.schema;
}

/** The answer body pruned for the mode, or undefined when the contract does not describe it. */
export function thinAnswer(doc, { method, pathname, status, body, mode }) {
  const schema = answerSchema(doc, operationFor(doc, method, pathname), status);
  return schema === undefined ? undefined : prune(doc, schema, body, mode);
}
