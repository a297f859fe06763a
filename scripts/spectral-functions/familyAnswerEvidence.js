// Spectral function for the rule `family-answer-evidence` (.spectral.yaml): a field of an answer marked
// `x-source: family` must have an entry in openapi/family-evidence.yaml naming the api-family.md row (and
// path) that shows the field in an answer. The family's tables show most fields only in requests; an
// answer field claimed for the family without that evidence is a guess and must say `assumed`.
// Runs on the unresolved bundled document, so each field is named by its component (Schema.property).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const decode = (key) => key.replaceAll('~1', '/').replaceAll('~0', '~');

const lookUp = (doc, ref) =>
  ref
    .slice(2)
    .split('/')
    .reduce((node, key) => node?.[decode(key)], doc);

export default function familyAnswerEvidence(doc, options) {
  const file = path.resolve(process.cwd(), options?.evidence ?? 'openapi/family-evidence.yaml');
  const evidence = yaml.load(readFileSync(file, 'utf8'))?.fields ?? {};
  const results = [];
  const reported = new Set();
  const seen = new Set();

  // name: "Schema.property" for a property of a component schema, else the JSON path; at: Spectral path.
  const walk = (node, name, at) => {
    while (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
      at = node.$ref.slice(2).split('/').map(decode);
      name = at[0] === 'components' && at[1] === 'schemas' ? at[2] : at.join('.');
      node = lookUp(doc, node.$ref);
    }
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    for (const [key, property] of Object.entries(isObject(node.properties) ? node.properties : {})) {
      const field = `${name}.${key}`;
      const propertyAt = [...at, 'properties', key];
      if (property?.['x-source'] === 'family' && !(evidence[field]?.length > 0) && !reported.has(field)) {
        reported.add(field);
        results.push({
          message: `${field} is marked x-source: family in an answer, but openapi/family-evidence.yaml shows no api-family.md row with it in an answer (mark it assumed, or add the evidence)`,
          path: [...propertyAt, 'x-source'],
        });
      }
      walk(property, field, propertyAt);
    }
    for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else']) {
      if (isObject(node[key])) walk(node[key], name, [...at, key]);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
      (Array.isArray(node[key]) ? node[key] : []).forEach((child, i) => walk(child, name, [...at, key, i]));
    }
  };

  for (const [route, item] of Object.entries(doc?.paths ?? {})) {
    for (const method of methods.filter((m) => isObject(item?.[m]))) {
      for (const [status, response] of Object.entries(item[method].responses ?? {})) {
        let answer = response;
        let at = ['paths', route, method, 'responses', status];
        if (typeof answer?.$ref === 'string') {
          at = answer.$ref.slice(2).split('/').map(decode);
          answer = lookUp(doc, answer.$ref);
        }
        for (const [type, media] of Object.entries(answer?.content ?? {})) {
          walk(media.schema, `${item[method].operationId} ${status}`, [...at, 'content', type, 'schema']);
        }
      }
    }
  }
  return results;
}
