// The answer fields the contract still requires, and who reads them (npm run contract:required).
// design.md "The contract": a field is required in an answer only when the app cannot work without it.
// For each operation: the required fields of its success answer's `data` (dotted paths, `[]` for an
// array's rows, `{}` for a map's values) and the app files that call the operation, i.e. the screens
// that need them. Names no file of src/ or schemas/ mentions are listed apart: required, yet read by
// nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadBundledContract } from './contract-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const methods = ['get', 'put', 'post', 'delete', 'patch'];

const lookUp = (doc, pointer) =>
  pointer
    .slice(2)
    .split('/')
    .reduce((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
const resolve = (doc, node) => {
  while (node && typeof node.$ref === 'string') node = lookUp(doc, node.$ref);
  return node;
};

// Required properties reachable from a schema, through allOf/anyOf/oneOf, array rows and map values.
const requiredPaths = (doc, start, at, seen = new Set()) => {
  const schema = resolve(doc, start);
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  const inside = new Set(seen).add(schema);
  const required = new Set(schema.required ?? []);
  return [
    ...['allOf', 'anyOf', 'oneOf'].flatMap((key) =>
      (schema[key] ?? []).flatMap((part) => requiredPaths(doc, part, at, inside)),
    ),
    ...(schema.items ? requiredPaths(doc, schema.items, `${at}[]`, inside) : []),
    ...(typeof schema.additionalProperties === 'object'
      ? requiredPaths(doc, schema.additionalProperties, `${at}{}`, inside)
      : []),
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
      ...(required.has(name) ? [`${at}.${name}`] : []),
      ...requiredPaths(doc, property, `${at}.${name}`, inside),
    ]),
  ];
};

/** Every operation with the required fields of its success data, in contract order. */
export const requiredAnswerFields = (doc) =>
  Object.values(doc.paths ?? {}).flatMap((item) =>
    methods
      .filter((method) => item[method])
      .map((method) => {
        const operation = item[method];
        const answer = resolve(doc, operation.responses?.['200']);
        const envelope = resolve(doc, resolve(doc, answer?.content?.['application/json']?.schema)?.then);
        const data = envelope?.properties?.data;
        return { operationId: operation.operationId, fields: [...new Set(requiredPaths(doc, data, 'data'))] };
      }),
  );

/** The last key of a field path: the name the app's code uses. */
export const fieldName = (field) =>
  field
    .split('.')
    .pop()
    .replace(/[[\]{}]/g, '');

// The app's code and form definitions, read once: path → text.
let sources;
const appSources = () => {
  if (!sources) {
    sources = new Map();
    for (const dir of ['src', 'schemas']) {
      for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.relative(root, path.join(entry.parentPath, entry.name));
        sources.set(file, readFileSync(path.join(root, file), 'utf8'));
      }
    }
  }
  return sources;
};
const filesMatching = (pattern, only = () => true) =>
  [...appSources()].filter(([file, text]) => only(file) && pattern.test(text)).map(([file]) => file);

const pascal = (id) => id[0].toUpperCase() + id.slice(1);
const isCode = (file) => file.startsWith('src/') && /\.tsx?$/.test(file);
/** The app files that call an operation through its generated hook, query key or request function. */
export const callersOf = (operationId) => {
  const name = pascal(operationId);
  const hooks = filesMatching(
    new RegExp(`\\b(use${name}|get${name}(QueryKey|QueryOptions|MutationOptions))\\b`),
    isCode,
  );
  return (hooks.length > 0 ? hooks : filesMatching(new RegExp(`\\b${operationId}\\(`), isCode)).sort();
};

const wholeWord = (name) => new RegExp(`(?<![\\w$])${name.replace(/[$]/g, '\\$&')}(?![\\w$])`);
/** Field names no file of src/ or schemas/ mentions as a whole word. */
export const unreadNames = (names) =>
  [...new Set(names)].filter((name) => filesMatching(wholeWord(name)).length === 0);

// Component schemas an answer reaches (followed through $refs), from the bundled document.
const reachable = (doc, node, found = new Set()) => {
  if (!node || typeof node !== 'object') return found;
  if (typeof node.$ref === 'string') {
    if (found.has(node.$ref)) return found;
    found.add(node.$ref);
    return reachable(doc, lookUp(doc, node.$ref), found);
  }
  for (const child of Object.values(node)) reachable(doc, child, found);
  return found;
};
const ENVELOPE_FIELDS = new Set(['code', 'message', 'msg', 'data']);

/**
 * Schemas whose required answer fields only operations no app file calls reach: nothing the app reads
 * needs them, so they should require nothing (design.md "The contract").
 */
export const requiredOnlyForUncalled = (doc, callers = callersOf) => {
  const called = new Set();
  const uncalled = new Set();
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of methods.filter((m) => item[m])) {
      const operation = item[method];
      const answer = resolve(doc, operation.responses?.['200'])?.content?.['application/json']?.schema;
      const into = callers(operation.operationId).length > 0 ? called : uncalled;
      for (const ref of reachable(doc, answer)) into.add(ref);
    }
  }
  return [...uncalled]
    .filter((ref) => !called.has(ref))
    .filter((ref) => (lookUp(doc, ref).required ?? []).some((field) => !ENVELOPE_FIELDS.has(field)))
    .map((ref) => ref.split('/').pop());
};

const print = (operations) => {
  let total = 0;
  for (const { operationId, fields } of operations) {
    if (fields.length === 0) continue;
    total += fields.length;
    const callers = callersOf(operationId).map((file) => file.replace(/^src\//, ''));
    console.log(`${operationId} (${callers.join(', ') || 'no caller in src/'})`);
    console.log(`  ${fields.join(', ')}`);
  }
  const unread = unreadNames(operations.flatMap(({ fields }) => fields.map(fieldName)));
  console.log(`\n${total} required answer fields in ${operations.length} operations.`);
  console.log(`Required but named nowhere in src/ or schemas/: ${unread.join(', ') || 'none'}.`);
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  loadBundledContract().then(
    (doc) => {
      print(requiredAnswerFields(doc));
      const unneeded = requiredOnlyForUncalled(doc);
      console.log(
        `Required only in answers of operations no app file calls: ${unneeded.join(', ') || 'none'}.`,
      );
    },
    (error) => {
      console.error(`contract:required could not run: ${error.message}`);
      process.exit(2);
    },
  );
}
