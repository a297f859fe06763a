// The contract's versions (docs/contract.md "Versions"): compares the working contract with the last
// released copy in openapi/releases/ and classifies every change for a client and for a server.
//   npm run contract:changes                       fails (exit 1) on a breaking change the version does
//                                                  not allow, naming it; --all lists every change
//   npm run contract:changes -- --release --summary "<one line>"
//                                                  releases info.version: keeps the bundled copy in
//                                                  openapi/releases/<version>.yaml and writes its section
//                                                  of openapi/CHANGELOG.md from the diff
//   --from <release file> --to <contract file>     compare two other files (tests, old releases)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { loadBundledContract } from './contract-report.mjs';
import {
  compareVersions,
  contractChanges,
  unexplainedBreaks,
  unreleasedNotes,
} from './lib/contract-changes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const releases = path.join(root, 'openapi/releases');
const changelogFile = path.join(root, 'openapi/CHANGELOG.md');

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const flag = (name) => process.argv.includes(name);

/** The released versions, oldest first. */
const releasedVersions = () =>
  fs.existsSync(releases)
    ? fs
        .readdirSync(releases)
        .filter((file) => /^\d+\.\d+\.\d+\.yaml$/.test(file))
        .map((file) => file.slice(0, -'.yaml'.length))
        .sort(compareVersions)
    : [];

const readRelease = (file) => yaml.load(fs.readFileSync(file, 'utf8'));

const verdict = (type) => (type === 'breaking' ? '**breaking**' : type);

/** The changes grouped by operation, each with its two verdicts, as Markdown lines. */
function changeLines(changes) {
  const byOperation = new Map();
  for (const change of changes) {
    const lines = byOperation.get(change.operation) ?? new Set();
    lines.add(
      `- ${change.description} (client: ${verdict(change.client)}; server: ${verdict(change.server)})`,
    );
    byOperation.set(change.operation, lines);
  }
  return [...byOperation.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([operation, lines]) => ['', `### ${operation}`, '', ...lines]);
}

const counts = (changes) => {
  const breaking = (side) => changes.filter((change) => change[side] === 'breaking').length;
  return `${changes.length} changes; breaking for a client: ${breaking('client')}, for a server: ${breaking('server')}`;
};

function release(doc, previous, changes) {
  const version = doc.info.version;
  const summary = option('--summary');
  if (!summary) throw new Error('--release needs --summary "<one line saying what the version is>"');
  if (previous && compareVersions(version, previous) <= 0)
    throw new Error(`info.version ${version} is not above the last release ${previous}: raise it first`);
  fs.mkdirSync(releases, { recursive: true });
  fs.writeFileSync(path.join(releases, `${version}.yaml`), yaml.dump(doc, { noRefs: true, lineWidth: -1 }));
  const changelog = fs.existsSync(changelogFile)
    ? fs.readFileSync(changelogFile, 'utf8')
    : '# Contract changelog\n';
  const notes = unreleasedNotes(changelog);
  const today = new Date().toISOString().slice(0, 10);
  const section = [
    `## ${version} (${today})`,
    '',
    summary,
    ...(notes ? ['', notes] : []),
    '',
    previous ? `Since ${previous}: ${counts(changes)}.` : 'The first released version.',
    ...changeLines(changes),
    '',
  ].join('\n');
  const head = changelog.replace(/^## Unreleased[^\n]*\n[\s\S]*?(?=^## |(?![\s\S]))/m, '');
  const [title, ...rest] = head.split(/(?=^## )/m);
  fs.writeFileSync(
    changelogFile,
    `${title.trimEnd()}\n\n## Unreleased\n\n${section}\n${rest.join('')}`.trimEnd() + '\n',
  );
  console.log(
    `released ${version}: openapi/releases/${version}.yaml and its section of openapi/CHANGELOG.md`,
  );
}

async function main() {
  const doc = option('--to')
    ? await loadBundledContract(path.resolve(option('--to')))
    : await loadBundledContract();
  const versions = releasedVersions();
  const previous = option('--from') ? undefined : versions.at(-1);
  const fromFile = option('--from') ?? (previous && path.join(releases, `${previous}.yaml`));
  const changes = fromFile ? await contractChanges(readRelease(fromFile), doc) : [];
  if (flag('--release')) return release(doc, previous, changes);
  if (!fromFile) {
    console.log('contract:changes: no released version yet (openapi/releases/ is empty)');
    return 0;
  }
  const releasedVersion = option('--from') ? readRelease(fromFile).info.version : previous;
  console.log(`contract ${doc.info.version} against release ${releasedVersion}: ${counts(changes)}`);
  if (flag('--all')) console.log(changeLines(changes).join('\n'));
  const changelog = fs.existsSync(changelogFile) ? fs.readFileSync(changelogFile, 'utf8') : '';
  const broken = unexplainedBreaks(changes, {
    releasedVersion,
    workingVersion: doc.info.version,
    notes: unreleasedNotes(changelog),
  });
  if (broken.length === 0) return 0;
  console.error(
    `\n${broken.length} breaking change(s) without a major version or a "breaking" line naming the operation under ` +
      `"## Unreleased" in openapi/CHANGELOG.md:${changeLines(broken).join('\n')}`,
  );
  return 1;
}

main().then(
  (code) => process.exit(code ?? 0),
  (error) => {
    console.error(`contract:changes could not run: ${error.message}`);
    process.exit(2);
  },
);
