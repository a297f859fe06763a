// Spectral function for the rule `response-objects-open` (.spectral.yaml): no object schema a response body
// can hold forbids fields the contract does not name (design.md "Tolerant where servers vary"). A server of
// the family may add fields to any answer; the app reads only the fields it names, and those stay checked
// (required, type, enum). So no `additionalProperties: false` and no `unevaluatedProperties: false`
// anywhere under a response schema (properties, items, maps, anyOf/oneOf/allOf members, if/then/else).
const isSchema = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

export default function openResponseObjects(schema, _options, context) {
  const results = [];
  const seen = new Set();

  const walk = (node, path) => {
    if (!isSchema(node) || seen.has(node)) return;
    seen.add(node);
    for (const keyword of ['additionalProperties', 'unevaluatedProperties']) {
      if (node[keyword] === false) {
        results.push({
          message: `Object schema in a response must not set ${keyword}: false (unknown fields from a server must pass)`,
          path: [...path, keyword],
        });
      }
    }
    for (const key of ['properties', 'patternProperties', '$defs']) {
      if (!isSchema(node[key])) continue;
      for (const [name, child] of Object.entries(node[key])) walk(child, [...path, key, name]);
    }
    for (const key of [
      'items',
      'additionalProperties',
      'unevaluatedProperties',
      'not',
      'if',
      'then',
      'else',
    ]) {
      walk(node[key], [...path, key]);
    }
    for (const key of ['prefixItems', 'anyOf', 'oneOf', 'allOf']) {
      (Array.isArray(node[key]) ? node[key] : []).forEach((child, i) => walk(child, [...path, key, i]));
    }
  };

  walk(schema, context.path);
  return results;
}
