// Provenance of the contract (npm run contract:report): per domain (tag), how many operations and how
// many fields come from the spec (`x-source: seed`), from the product's API family (`family`) or are
// our choice (`assumed`). Fields are the schema properties and parameters reachable from the domain's
// operations (requests and every response), each counted once per domain however many of its
// operations reach it; the total row adds the domains up, and a last line counts each field once.
//   --since <ref>  instead, the marks changed since a released version (openapi/releases/<ref>.yaml) or a
//                  git commit, per domain and change (seed → assumed, ...)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import yaml from 'js-yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const methods = ['get', 'put', 'post', 'delete', 'patch'];
export const sources = ['seed', 'family', 'assumed', 'unmarked'];

// The contract bundled into one document, $refs kept (they name the component a field belongs to).
export const loadBundledContract = async (file = path.join(root, 'openapi/openapi.yaml')) => {
  const result = await bundle({ ref: file, config: await loadConfig(), dereference: false });
  const messages = [...new Set(result.problems.filter((p) => p.severity === 'error').map((p) => p.message))];
  if (messages.length > 0) throw new Error(`contract does not bundle: ${messages.join('; ')}`);
  return result.bundle.parsed;
};

const escape = (key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');
const lookUp = (doc, pointer) =>
  pointer
    .slice(2)
    .split('/')
    .reduce((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);

// Follows local $refs; answers the node and the pointer it lives at.
const follow = (doc, node, pointer) => {
  while (node && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
    pointer = node.$ref;
    node = lookUp(doc, pointer);
  }
  return { node, pointer };
};

const sourceOf = (doc, node) => node?.['x-source'] ?? follow(doc, node, '').node?.['x-source'] ?? 'unmarked';

// Adds every property reachable from a schema to `fields` (pointer → x-source).
const collectSchema = (doc, start, startPointer, fields, seen) => {
  const { node, pointer } = follow(doc, start, startPointer);
  if (!node || typeof node !== 'object' || seen.has(pointer)) return;
  seen.add(pointer);
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    const at = `${pointer}/properties/${escape(name)}`;
    fields.set(at, sourceOf(doc, property));
    collectSchema(doc, property, at, fields, seen);
  }
  // if/then/else included: every 200 answer is `if: SuccessCode, then: <success envelope>, else: ErrorEnvelope`.
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else']) {
    if (typeof node[key] === 'object') collectSchema(doc, node[key], `${pointer}/${key}`, fields, seen);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
    (node[key] ?? []).forEach((child, i) =>
      collectSchema(doc, child, `${pointer}/${key}/${i}`, fields, seen),
    );
  }
  for (const [name, child] of Object.entries(node.patternProperties ?? {})) {
    collectSchema(doc, child, `${pointer}/patternProperties/${escape(name)}`, fields, seen);
  }
};

const collectContent = (doc, holder, pointer, fields, seen) => {
  const { node, pointer: at } = follow(doc, holder, pointer);
  for (const [type, media] of Object.entries(node?.content ?? {})) {
    collectSchema(doc, media.schema, `${at}/content/${escape(type)}/schema`, fields, seen);
  }
};

const operationFields = (doc, route, method) => {
  const opPointer = `#/paths/${escape(route)}/${method}`;
  const item = doc.paths[route];
  const op = item[method];
  const fields = new Map();
  const seen = new Set();
  const parameters = [
    ...(item.parameters ?? []).map((p, i) => [p, `#/paths/${escape(route)}/parameters/${i}`]),
    ...(op.parameters ?? []).map((p, i) => [p, `${opPointer}/parameters/${i}`]),
  ];
  for (const [parameter, at] of parameters) {
    const { node, pointer } = follow(doc, parameter, at);
    fields.set(pointer, sourceOf(doc, node));
    collectSchema(doc, node.schema, `${pointer}/schema`, fields, seen);
  }
  if (op.requestBody) collectContent(doc, op.requestBody, `${opPointer}/requestBody`, fields, seen);
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    collectContent(doc, response, `${opPointer}/responses/${escape(status)}`, fields, seen);
  }
  return fields;
};

const tally = (values) => {
  const counts = Object.fromEntries(sources.map((source) => [source, 0]));
  for (const value of values) counts[sources.includes(value) ? value : 'unmarked'] += 1;
  return { ...counts, total: values.length };
};

// Every mark, per domain: operation id → source, field pointer → source.
export const contractMarks = (doc) => {
  const domains = new Map();
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods.filter((m) => item[m])) {
      const op = item[method];
      const domain = op.tags?.[0] ?? '(no tag)';
      if (!domains.has(domain)) domains.set(domain, { operations: new Map(), fields: new Map() });
      const entry = domains.get(domain);
      entry.operations.set(op.operationId, op['x-source'] ?? 'unmarked');
      for (const [pointer, source] of operationFields(doc, route, method)) entry.fields.set(pointer, source);
    }
  }
  return domains;
};

/**
 * The marks that differ between two versions of the contract, per domain: for operations and for fields,
 * a count per change (`assumed → seed`), over the operations and fields both versions have; `distinct` counts
 * each changed field once however many domains reach it.
 */
export const marksChanged = (before, after) => {
  const old = contractMarks(before);
  const changes = (from, to) => {
    const counts = {};
    for (const [key, source] of to) {
      const was = from?.get(key);
      if (was !== undefined && was !== source)
        counts[`${was} → ${source}`] = (counts[`${was} → ${source}`] ?? 0) + 1;
    }
    return counts;
  };
  const distinct = new Map();
  const rows = [...contractMarks(after).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([domain, { operations, fields }]) => {
      const fieldChanges = changes(old.get(domain)?.fields, fields);
      for (const [pointer, source] of fields) {
        const was = old.get(domain)?.fields.get(pointer);
        if (was !== undefined && was !== source) distinct.set(pointer, `${was} → ${source}`);
      }
      return { domain, operations: changes(old.get(domain)?.operations, operations), fields: fieldChanges };
    });
  return { rows, distinct: distinct.size };
};

// The report's numbers: one row per domain (sorted), their sum, and the fields counted once overall.
export const contractReport = (doc) => {
  const domains = new Map();
  const allFields = new Map();
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods.filter((m) => item[m])) {
      const op = item[method];
      const domain = op.tags?.[0] ?? '(no tag)';
      if (!domains.has(domain)) domains.set(domain, { operations: [], fields: new Map() });
      const entry = domains.get(domain);
      entry.operations.push({ operationId: op.operationId, source: op['x-source'] });
      for (const [pointer, source] of operationFields(doc, route, method)) {
        entry.fields.set(pointer, source);
        allFields.set(pointer, source);
      }
    }
  }
  const rows = [...domains.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([domain, { operations, fields }]) => ({
      domain,
      operationIds: operations.map((op) => op.operationId),
      operations: tally(operations.map((op) => op.source)),
      fields: tally([...fields.values()]),
    }));
  const sum = (part) =>
    Object.fromEntries(
      [...sources, 'total'].map((key) => [key, rows.reduce((total, row) => total + row[part][key], 0)]),
    );
  return {
    rows,
    total: { operations: sum('operations'), fields: sum('fields') },
    distinctFields: tally([...allFields.values()]),
  };
};

const print = ({ rows, total, distinctFields }) => {
  const shown = sources.filter(
    (s) => s !== 'unmarked' || total.operations.unmarked + total.fields.unmarked > 0,
  );
  const cells = (counts) => [counts.total, ...shown.map((s) => counts[s])].map((n) => String(n).padStart(8));
  const line = (name, ops, fields) => `${name.padEnd(14)}${cells(ops).join('')}  |${cells(fields).join('')}`;
  const heading = ['total', ...shown].map((h) => h.padStart(8)).join('');
  console.log(
    `${''.padEnd(14)}${'operations'.padStart(8 * (shown.length + 1))}  |${'fields'.padStart(8 * (shown.length + 1))}`,
  );
  console.log(`${'domain'.padEnd(14)}${heading}  |${heading}`);
  for (const row of rows) console.log(line(row.domain, row.operations, row.fields));
  console.log(line('total', total.operations, total.fields));
  const distinct = shown.map((s) => `${distinctFields[s]} ${s}`).join(', ');
  console.log(
    `\nDistinct fields across the contract (shared ones once): ${distinctFields.total} (${distinct}).`,
  );
};

const sumOf = (counts) => Object.values(counts).reduce((total, n) => total + n, 0);
const describe = (counts) =>
  Object.entries(counts)
    .map(([change, n]) => `${n} ${change}`)
    .join(', ') || '—';

const printChanges = ({ rows, distinct }, ref) => {
  console.log(`Marks changed since ${ref} (fields counted per domain that reaches them):`);
  for (const { domain, operations, fields } of rows) {
    if (sumOf(operations) + sumOf(fields) === 0) continue;
    console.log(
      `${domain.padEnd(14)}operations ${String(sumOf(operations)).padStart(3)} (${describe(operations)}); fields ${String(sumOf(fields)).padStart(4)} (${describe(fields)})`,
    );
  }
  console.log(`\nDistinct fields changed: ${distinct}.`);
};

// The contract as released (openapi/releases/<ref>.yaml), else as it was at a commit: its openapi/ tree in a
// temporary folder, bundled.
const contractAt = async (ref) => {
  const released = path.join(root, 'openapi/releases', `${ref}.yaml`);
  if (fs.existsSync(released)) return yaml.load(fs.readFileSync(released, 'utf8'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-at-'));
  try {
    const archive = execFileSync('git', ['archive', ref, 'openapi'], { cwd: root, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    return await loadBundledContract(path.join(dir, 'openapi/openapi.yaml'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

const since = (args) => {
  const at = args.indexOf('--since');
  return at === -1 ? undefined : args[at + 1];
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ref = since(process.argv.slice(2));
  (ref
    ? Promise.all([contractAt(ref), loadBundledContract()]).then(([before, now]) =>
        printChanges(marksChanged(before, now), ref),
      )
    : loadBundledContract().then((doc) => print(contractReport(doc)))
  ).then(
    () => {},
    (error) => {
      console.error(`contract:report could not run: ${error.message}`);
      process.exit(2);
    },
  );
}
