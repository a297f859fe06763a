// What changed between two versions of the contract, and whom it breaks (npm run contract:changes).
// The diff is api-smart-diff's (a maintained OpenAPI diff that classifies each change and describes it in
// words); it knows OpenAPI 3.0, so both versions are first dereferenced and each answer's
// `if: success / then / else: error` (spec §8, an OpenAPI 3.1 form) is read as its success envelope.
// api-smart-diff classifies for a client: a change that breaks an app written against the old version.
// A change breaks a server when a server written against the old version no longer meets the new one;
// that is the same as a client of the new version meeting an old server, so the server's verdict is the
// client's verdict of the reverse diff (new → old) at the same place.
import { bundle, loadConfig } from '@redocly/openapi-core';
import { apiCompare } from 'api-smart-diff';

const methods = ['get', 'put', 'post', 'delete', 'patch'];

/** Every $ref replaced by what it names, the `components` (now inlined everywhere) left out. */
async function dereferenced(doc) {
  const result = await bundle({
    doc: { source: { absoluteRef: 'contract.json' }, parsed: structuredClone(doc) },
    config: await loadConfig(),
    dereference: true,
  });
  return { ...result.bundle.parsed, components: {} };
}

/** A copy where every `if/then/else` schema is its `then` (shared subtrees copied once, cycles kept). */
function successEnvelopes(node, done = new Map()) {
  if (!node || typeof node !== 'object') return node;
  if (done.has(node)) return done.get(node);
  if (Array.isArray(node)) {
    const copy = [];
    done.set(node, copy);
    for (const item of node) copy.push(successEnvelopes(item, done));
    return copy;
  }
  const copy = {};
  done.set(node, copy);
  const { if: condition, then, else: _otherwise, ...rest } = node;
  const source = condition && then ? { ...rest, ...then } : node;
  for (const [key, value] of Object.entries(source)) copy[key] = successEnvelopes(value, done);
  return copy;
}

const comparable = async (doc) => successEnvelopes(await dereferenced(doc));

// The operation and the part of it (request, answer, parameters) a diff path lies in.
function placeOf(path) {
  if (path[0] !== 'paths') return { operation: '(document)', part: path.join('/') };
  const route = String(path[1]);
  const method = methods.includes(String(path[2])) ? String(path[2]) : undefined;
  if (!method) return { operation: route, part: 'path' };
  const part =
    path[3] === 'requestBody' || path[3] === 'parameters'
      ? 'request'
      : path[3] === 'responses'
        ? 'answer'
        : 'operation';
  return { operation: `${method.toUpperCase()} ${route}`, part };
}

const isBreaking = (type) => type === 'breaking';

/**
 * Every change from `before` to `after` (bundled contracts, $refs kept), each with where it is, what it is in
 * words, and whether it breaks a client and a server written against `before`.
 */
export async function contractChanges(before, after) {
  const [old, now] = await Promise.all([comparable(before), comparable(after)]);
  const forward = apiCompare(old, now).diffs;
  const reverse = new Map(apiCompare(now, old).diffs.map((diff) => [JSON.stringify(diff.path), diff.type]));
  return forward.map((diff) => {
    const server = reverse.get(JSON.stringify(diff.path)) ?? diff.type;
    return {
      ...placeOf(diff.path),
      path: diff.path.join('/'),
      action: diff.action,
      description: diff.description ?? `${diff.action} ${diff.path.join('/')}`,
      client: diff.type,
      server,
      breaking: isBreaking(diff.type) || isBreaking(server),
    };
  });
}

/** Semantic versions compared: negative, zero or positive, as sort wants. */
export function compareVersions(a, b) {
  const parts = (version) => version.split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

const majorOf = (version) => Number(version.split('.')[0]);

/** The text of the changelog's `## Unreleased` section (up to the next `## `), empty when there is none. */
export function unreleasedNotes(changelog) {
  const match = /^## Unreleased[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog);
  return match ? match[1].trim() : '';
}

/**
 * The breaking changes the working contract may not carry: none when its major version is above the
 * released one; else every breaking change whose operation no line of the unreleased notes names as
 * breaking (a line with the word "breaking" and the operation's path, e.g. `/finance/v5/account_balance`).
 */
export function unexplainedBreaks(changes, { releasedVersion, workingVersion, notes }) {
  if (majorOf(workingVersion) > majorOf(releasedVersion)) return [];
  const explained = notes
    .split('\n')
    .filter((line) => /breaking/i.test(line))
    .join('\n');
  return changes.filter(
    (change) => change.breaking && !explained.includes(change.operation.split(' ').at(-1)),
  );
}
