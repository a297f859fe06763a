// Checks a live server against the contract (npm run contract:verify -- <base URL>): starts Prism as a
// validating proxy in front of the server (`prism proxy --errors`), replays every operation's named
// request examples through it and prints every request or response that breaks the contract.
//   --host=<x-host>  replay only the operations of one host (dashboard, web, upload), for servers that
//                    serve the hosts at different base URLs
//   --json           print the findings as JSON instead of text
//   --junit <file>   also write JUnit XML: a test case per operation and example, a failure per violation
//   --html <file>    also write one page grouped by domain: request, answer, violations, the contract's words
// CONTRACT_VERIFY_TOKEN sets the `token` header of secured operations (default `contract-verify`, which a
// real server answers with its documented 401). Exit 0: no violations; 1: violations; 2: could not run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, loadConfig } from '@redocly/openapi-core';
import { toHtml, toJUnit } from './lib/verify-reports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.join(root, 'openapi/openapi.yaml');
const methods = ['get', 'put', 'post', 'delete', 'patch'];
const token = process.env.CONTRACT_VERIFY_TOKEN || 'contract-verify';
const startTimeoutMs = 30_000;
const requestTimeoutMs = 15_000;
const concurrency = 6;

const bundled = async (ref, dereference) => {
  const result = await bundle({ ref, config: await loadConfig(), dereference });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  const messages = [...new Set(errors.map((e) => e.message))];
  if (messages.length > 0) throw new Error(`contract does not bundle: ${messages.join('; ')}`);
  return result.bundle.parsed;
};

// One snapshot of the contract, in a temporary file, serves both Prism and the replayed examples, so an
// edit under openapi/ during a run neither restarts Prism nor mixes two versions.
const snapshotContract = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-verify-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(await bundled(contract, false)));
  return { file, doc: await bundled(file, true) };
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// Starts `prism proxy` and resolves once it listens; rejects if it exits or is not up in time.
const startProxy = (file, target, port) =>
  new Promise((resolve, reject) => {
    const args = ['proxy', file, target, '--errors', '-h', '127.0.0.1', '-p', String(port)];
    const prism = spawn(path.join(root, 'node_modules/.bin/prism'), args, {
      cwd: root,
      env: { ...process.env, SCARF_ANALYTICS: 'false' },
    });
    // Stopping this script stops Prism too (a test or Ctrl-C may end it early).
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        prism.kill();
        process.exit(2);
      });
    }
    let log = '';
    let timer;
    const fail = (reason) => {
      clearTimeout(timer);
      prism.kill();
      reject(new Error(`${reason}\n${log}`));
    };
    timer = setTimeout(() => fail(`Prism did not start within ${startTimeoutMs / 1000} s`), startTimeoutMs);
    const onOutput = (chunk) => {
      if (log.includes('Prism is listening')) return; // started: keep draining the pipe, stop collecting
      log += chunk;
      if (log.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve(prism);
      }
    };
    prism.stdout.on('data', onOutput);
    prism.stderr.on('data', onOutput);
    prism.once('error', (error) => fail(error.message));
    prism.once('exit', (code) => fail(`Prism exited (${code})`));
  });

// A value for a required parameter: its example, else what its schema allows.
const sampleValue = (parameter) => {
  const schema = parameter.schema ?? {};
  const named = Object.values(parameter.examples ?? {})[0]?.value;
  const candidates = [parameter.example, named, schema.const, schema.default, schema.examples?.[0]];
  const known = [...candidates, schema.enum?.[0]].find((value) => value !== undefined);
  if (known !== undefined) return String(known);
  return schema.type === 'boolean' ? 'true' : '1';
};

// One request per named request example (a POST without one sends `{}`, a GET nothing).
const requestsOf = (doc, route, item, method) => {
  const op = item[method];
  const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].filter((p) => p.required);
  const headers = { accept: 'application/json' };
  let url = route;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const value = sampleValue(parameter);
    if (parameter.in === 'header') headers[parameter.name] = value;
    if (parameter.in === 'query') query.set(parameter.name, value);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
  }
  if (query.size > 0) url += `?${query}`;
  const requirements = op.security ?? doc.security ?? [];
  for (const name of requirements.flatMap((requirement) => Object.keys(requirement))) {
    const scheme = doc.components?.securitySchemes?.[name];
    if (scheme?.type === 'apiKey' && scheme.in === 'header') headers[scheme.name] = token;
  }
  const base = { operationId: op.operationId, method: method.toUpperCase(), path: route, url, headers };
  const content = op.requestBody?.content ?? {};
  if (Object.keys(content).length > 0 && !content['application/json']) {
    return [{ ...base, skip: `${Object.keys(content).join(', ')} body: check it by hand` }];
  }
  const examples = Object.entries(content['application/json']?.examples ?? {});
  if (examples.length === 0) return [{ ...base, example: '(none)', body: method === 'get' ? undefined : {} }];
  return examples.map(([name, example]) => ({ ...base, example: name, body: example.value }));
};

// A 200 answer is `if: SuccessCode, then: <success envelope>, else: <error envelope>` (spec §8); a broken
// answer also yields `must match "then" schema` at the body, which says nothing the specific violations
// beside it do not, so it is kept only when it is all there is.
const withoutBranchSummary = (violations) => {
  const specific = violations.filter((v) => !/must match "(then|else)" schema$/.test(v.message));
  return specific.length > 0 ? specific : violations;
};

// What Prism reported for one exchange: the sl-violations header (request and response violations of a
// forwarded call), else its own problem answer (422 invalid request, 401, upstream unreachable).
const violationsOf = (response, text) => {
  const header = response.headers.get('sl-violations');
  if (header) {
    try {
      return withoutBranchSummary(
        JSON.parse(header).map((v) => ({
          where: v.location.join('.'),
          severity: v.severity,
          message: v.message,
        })),
      );
    } catch {
      return [{ where: 'response', severity: 'Error', message: header }];
    }
  }
  if (!(response.headers.get('content-type') ?? '').includes('application/problem+json')) return [];
  let problem;
  try {
    problem = JSON.parse(text);
  } catch {
    problem = { title: text };
  }
  if (Array.isArray(problem.validation) && problem.validation.length > 0) {
    return problem.validation.map((v) => ({
      where: ['request', ...v.location].join('.'),
      severity: v.severity,
      message: v.message,
    }));
  }
  return [
    {
      where: 'prism',
      severity: 'Error',
      message: [problem.title, problem.detail].filter(Boolean).join(': '),
    },
  ];
};

const replay = async (proxyUrl, request) => {
  const hasBody = request.body !== undefined;
  const headers = hasBody ? { ...request.headers, 'content-type': 'application/json' } : request.headers;
  try {
    const response = await fetch(proxyUrl + request.url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const answer = await response.text();
    return { status: response.status, answer, violations: violationsOf(response, answer) };
  } catch (error) {
    const violations = [{ where: 'prism', severity: 'Error', message: String(error) }];
    return { status: 0, answer: '', violations };
  }
};

const main = async () => {
  const args = process.argv.slice(2);
  const host = args.find((arg) => arg.startsWith('--host='))?.slice('--host='.length);
  const json = args.includes('--json');
  const fileAfter = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const junit = fileAfter('--junit');
  const html = fileAfter('--html');
  const outputs = [junit, html].filter((file) => args.includes(file ?? ''));
  const target = args.find((arg) => !arg.startsWith('--') && !outputs.includes(arg));
  if (!target || !/^https?:\/\//.test(target) || [junit, html].some((f) => f?.startsWith('--'))) {
    console.error(
      'usage: npm run contract:verify -- <base URL, e.g. http://localhost:8080> [--host=web] [--json] ' +
        '[--junit <file>] [--html <file>]',
    );
    return 2;
  }
  const { file, doc } = await snapshotContract();
  const requests = Object.entries(doc.paths).flatMap(([route, item]) =>
    methods
      .filter((method) => item[method] && (!host || item[method]['x-host'] === host))
      .flatMap((method) => requestsOf(doc, route, item, method)),
  );
  const port = await freePort();
  const prism = await startProxy(file, target, port);
  const skipped = requests.filter((request) => request.skip);
  const toReplay = requests.filter((request) => !request.skip);
  const results = [];
  try {
    // A few requests at a time; results keep the contract's order.
    let next = 0;
    const worker = async () => {
      while (next < toReplay.length) {
        const index = next++;
        results[index] = await replay(`http://127.0.0.1:${port}`, toReplay[index]);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    prism.kill();
  }
  const findings = toReplay.flatMap(({ operationId, method, path: route, example }, i) => {
    const { status, violations } = results[i];
    return violations.length > 0 ? [{ operationId, method, path: route, example, status, violations }] : [];
  });
  const replayed = toReplay.length;
  const exchanges = toReplay.map(({ operationId, method, path: route, example, body }, i) => ({
    operationId,
    method,
    path: route,
    example,
    request: body,
    ...results[i],
  }));
  const run = { target, exchanges, skipped };
  if (junit) fs.writeFileSync(junit, toJUnit(doc, run));
  if (html) fs.writeFileSync(html, toHtml(doc, run));
  if (json) {
    console.log(
      JSON.stringify({ target, replayed, skipped: skipped.map((s) => s.operationId), findings }, null, 2),
    );
  } else {
    console.log(`contract:verify ${target}: ${replayed} requests through Prism's validating proxy`);
    for (const s of skipped) console.log(`skip  ${s.operationId} ${s.method} ${s.path}: ${s.skip}`);
    for (const f of findings) {
      console.log(`FAIL  ${f.operationId} ${f.method} ${f.path} [example ${f.example}] -> HTTP ${f.status}`);
      for (const v of f.violations) console.log(`      ${v.severity} ${v.where}: ${v.message}`);
    }
    const count = findings.reduce((sum, f) => sum + f.violations.length, 0);
    console.log(count === 0 ? 'No violations.' : `${count} violation(s) in ${findings.length} request(s).`);
  }
  return findings.length === 0 ? 0 : 1;
};

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`contract:verify could not run: ${error.message}`);
    process.exit(2);
  },
);
