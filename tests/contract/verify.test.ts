// contract:verify (scripts/contract-verify.mjs, design.md "The contract") both ways: through Prism's validating proxy
// the Prism mock itself breaks nothing, and a deliberately wrong server breaks exactly what was planted.
// The script runs as a child process, so the test environment (jsdom, which tests/setup.ts needs) does
// not matter to it; the wrong server is plain node:http.
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

    const { code, report } = await verify(server.url);

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
  });
});
