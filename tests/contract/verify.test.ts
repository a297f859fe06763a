// contract:verify (scripts/contract-verify.mjs, issue 3 §5) both ways: through Prism's validating proxy
// the Prism mock itself breaks nothing, and a deliberately wrong server breaks exactly what was planted.
// The script runs as a child process, so the test environment (jsdom, which tests/setup.ts needs) does
// not matter to it; the wrong server is plain node:http.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planted, startWrongServer } from './fixtures/wrong-server';
import { loadContract } from './load-contract';

const root = resolve(__dirname, '../..');
const waitMs = 45_000;

interface Finding {
  operationId: string;
  violations: { where: string; severity: string; message: string }[];
}
interface Report {
  replayed: number;
  skipped: string[];
  findings: Finding[];
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = net.createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => done(port));
    });
  });

// Runs a node script; resolves with its exit code and output once it exits or once it is killed
// for running longer than waitMs.
const runScript = (args: string[], env: Record<string, string> = {}, until?: string) => {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  let stdout = '';
  const exited = new Promise<{ code: number | null; stdout: string; output: string }>((done) => {
    const timer = setTimeout(() => child.kill(), waitMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, output });
    });
  });
  const ready = new Promise<ChildProcess>((done, fail) => {
    const onData = (chunk: Buffer, isStdout: boolean) => {
      output += chunk;
      if (isStdout) stdout += chunk;
      if (until && output.includes(until)) done(child);
    };
    child.stdout.on('data', (chunk: Buffer) => onData(chunk, true));
    child.stderr.on('data', (chunk: Buffer) => onData(chunk, false));
    if (until) void exited.then(() => fail(new Error(`exited before "${until}":\n${output}`)));
  });
  return { child, exited, ready };
};

const verify = async (target: string) => {
  const { code, stdout, output } = await runScript(['scripts/contract-verify.mjs', target, '--json']).exited;
  let report: Report | undefined;
  try {
    report = JSON.parse(stdout) as Report;
  } catch {
    throw new Error(`contract:verify printed no JSON (exit ${code}):\n${output}`);
  }
  return { code, report };
};

describe('contract:verify', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('finds no violations against the Prism mock and exits 0', { timeout: 55_000 }, async () => {
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

  it('finds exactly the planted violations of a wrong server and exits 1', { timeout: 55_000 }, async () => {
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
