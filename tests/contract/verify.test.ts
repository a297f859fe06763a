// contract:verify (scripts/contract-verify.mjs, design.md "The contract") both ways: through Prism's validating proxy
// the Prism mock itself breaks nothing, and a deliberately wrong server breaks exactly what was planted.
// The script runs as a child process, so the test environment (jsdom, which tests/setup.ts needs) does
// not matter to it; the wrong server is plain node:http.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runScript, verify } from './fixtures/run-verify';
import { planted, startWrongServer } from './fixtures/wrong-server';
import { loadContract } from './load-contract';

describe('contract:verify', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('finds no violations against the Prism mock and exits 0', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const mock = runScript(['scripts/mock.mjs'], { MOCK_PORT: String(port) }, 'Prism is listening');
    cleanups.push(() => mock.child.kill());
    await mock.ready;

    const { code, report } = await verify(`http://127.0.0.1:${port}`);

    expect(report.findings).toEqual([]);
    expect(report.replayed).toBeGreaterThan(0);
    expect(report.skipped).toContain('uploadImage');
    expect(code).toBe(0);
  });

  it('finds exactly the planted violations of a wrong server and exits 1', { timeout: 120_000 }, async () => {
    const server = await startWrongServer(await loadContract());
    cleanups.push(server.close);
    const out = mkdtempSync(join(tmpdir(), 'verify-out-'));
    cleanups.push(() => rmSync(out, { recursive: true, force: true }));
    const junit = join(out, 'verify.xml');
    const html = join(out, 'verify.html');

    const { code, report } = await verify(server.url, ['--junit', junit, '--html', html]);

    const found = report.findings.flatMap(({ operationId, violations }) =>
      violations.map((violation) => ({ operationId, ...violation })),
    );
    for (const violation of found) {
      const expected = planted.find((p) => p.operationId === violation.operationId);
      expect(expected, `unplanted violation ${JSON.stringify(violation)}`).toBeDefined();
      expect(violation.where).toBe(expected!.where);
      expect(violation.message).toMatch(expected!.message);
    }
    expect([...new Set(found.map((v) => v.operationId))].sort()).toEqual(
      planted.map((p) => p.operationId).sort(),
    );
    expect(code).toBe(1);

    // The JUnit file: a case per replayed request and skip, a failing case per finding, each violation a
    // failure naming its place; the page: each finding under its domain with the contract's words.
    const xml = readFileSync(junit, 'utf8');
    expect(xml.match(/<testcase /g)).toHaveLength(report.replayed + report.skipped.length);
    expect(xml).toContain(`failures="${report.findings.length}"`);
    for (const { operationId, where } of planted) {
      expect(xml).toMatch(
        new RegExp(`name="${operationId} \\[example [^"]+\\]">\\s*<failure message="${where}`),
      );
    }
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<h2>user <small>1 failing');
    expect(page).toContain('getUserInfo [example');
    expect(page).toMatch(
      /<td><code>response\.body\.data\.kyc<\/code><\/td><td>[^<]*allowed values[^<]*<\/td><td>[^<]*KYC/,
    );
  });
});
