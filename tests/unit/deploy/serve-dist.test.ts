// scripts/serve-dist.mjs (npm run preview, the bench) answers paths as scripts/nginx/app.conf does: a file, a
// prerendered page's index.html, a route's shell (param.html) for the route with its optional parameter,
// and index.html for every other path (tests/e2e/prerender.e2e.ts holds nginx to the same).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist } from '../../../scripts/serve-dist.mjs';

let dist: string;
let server: Server;
const PAGES: Record<string, string> = {
  'index.html': 'app',
  'en_US/trade/index.html': 'trade shell',
  'en_US/trade/param.html': 'trade shell for a symbol',
  'en_US/personal/bindPhone/index.html': 'bind phone shell',
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'serve-dist-'));
  for (const [file, body] of Object.entries(PAGES)) {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), body);
  }
  server = await serveDist({ dir: dist, port: 0 });
});
afterAll(() => {
  server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const bodyAt = async (path: string) =>
  (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)).text();

describe('serve-dist answers a path', () => {
  it.each([
    ['/en_US/trade', 'trade shell'],
    ['/en_US/trade/', 'trade shell'],
    ['/en_US/trade/btcusdt', 'trade shell for a symbol'],
    ['/en_US/personal/bindPhone', 'bind phone shell'],
    ['/en_US/personal/bindPhone/x', 'app'],
    ['/en_US/assets/withdraw', 'app'],
  ])('%s with %s', async (path, body) => {
    expect(await bodyAt(path)).toBe(body);
  });
});
