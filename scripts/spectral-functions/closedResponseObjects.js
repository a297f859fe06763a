// Spectral function for the rule `response-objects-closed` (.spectral.yaml): every object schema a response
// body can hold is closed, so Prism's dynamic mode invents no fields and its validating proxy flags extra
// ones. Closed means `additionalProperties: false`, a typed map (`additionalProperties: <schema>`), or, for
// an allOf composition, `unevaluatedProperties: false` on the composition. The members of an allOf stay
// open (closing them would reject the other members' fields); their own properties are checked as usual.
const isObjectSchema = (schema) =>
  schema.type === 'object' ||
  (Array.isArray(schema.type) && schema.type.includes('object')) ||
  (schema.type === undefined && (schema.properties !== undefined || schema.allOf !== undefined));

const isClosed = (schema) => {
  if (schema.allOf) return schema.unevaluatedProperties === false;
  const extra = schema.additionalProperties;
  const typedMap = typeof extra === 'object' && extra !== null && Object.keys(extra).length > 0;
  return extra === false || typedMap || schema.unevaluatedProperties === false;
};

const isSchema = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

export default function closedResponseObjects(schema, _options, context) {
  const results = [];
  const seen = new Set();

  const walk = (node, path, mustClose) => {
    if (!isSchema(node) || seen.has(node)) return;
    seen.add(node);
    if (mustClose && isObjectSchema(node) && !isClosed(node)) {
      results.push({
        message: node.allOf
          ? 'allOf composition in a response must set unevaluatedProperties: false'
          : 'Object schema in a response must set additionalProperties: false',
        path,
      });
    }
    const children = (key) => (isSchema(node[key]) ? Object.entries(node[key]) : []);
    for (const [name, child] of children('properties')) walk(child, [...path, 'properties', name], true);
    for (const [name, child] of children('patternProperties'))
      walk(child, [...path, 'patternProperties', name], true);
    walk(node.items, [...path, 'items'], true);
    walk(node.additionalProperties, [...path, 'additionalProperties'], true);
    for (const key of ['prefixItems', 'anyOf', 'oneOf', 'allOf']) {
      (Array.isArray(node[key]) ? node[key] : []).forEach((child, i) =>
        walk(child, [...path, key, i], key !== 'allOf'),
      );
    }
  };

  walk(schema, context.path, true);
  return results;
}
