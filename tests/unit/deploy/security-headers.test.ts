// scripts/security-headers.mjs on a synthetic dist/: the policy a deployment gets lists exactly the servers its
// config.js names and the hashes of the inline scripts its pages carry (README "Deploying").
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const LOADER = "document.title = 'loader';";

/** Writes a dist/ with `config` as its runtime config and a prerendered page with one inline script and its data. */
function distWith(config: Record<string, unknown>): string {
  const dist = mkdtempSync(join(tmpdir(), 'headers-'));
  dirs.push(dist);
  writeFileSync(join(dist, 'config.js'), `window.__APP_CONFIG__ = ${JSON.stringify(config)};`);
  writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index-1.js"></script>');
  mkdirSync(join(dist, 'en_US'));
  // The loader's data block is never run: the policy names no hash for it.
  writeFileSync(
    join(dist, 'en_US/index.html'),
    `<head><script type="application/json" id="loader-data">{"entry":"/assets/index-1.js"}</script><script>${LOADER}</script></head>`,
  );
  return dist;
}

/** The headers the script writes for `dist`, by name. */
function headersOf(dist: string): Map<string, string> {
  const run = spawnSync(process.execPath, [join(root, 'scripts/security-headers.mjs'), dist], {
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  const lines = readFileSync(join(dist, 'security-headers.conf'), 'utf8').split('\n');
  const entries = lines.flatMap((line) => {
    const match = /^add_header (\S+) "(.*)" always;$/.exec(line);
    // nginx reads \" inside a quoted value as a quote.
    return match ? [[match[1]!, match[2]!.replaceAll('\\"', '"')] as const] : [];
  });
  return new Map(entries);
}

const sourcesOf = (policy: string | undefined, directive: string) =>
  policy
    ?.split('; ')
    .find((part) => part.startsWith(`${directive} `))
    ?.split(' ')
    .slice(1)
    .sort();

describe('security headers written from config.js and the pages of dist/', () => {
  it('lets scripts and calls reach exactly the configured hosts and vendors, and the hashed inline script', () => {
    const headers = headersOf(
      distWith({
        hosts: {
          dashboard: 'https://api.example.com/dash',
          web: 'https://ex.example.com',
          upload: '/up',
          none: '',
        },
        captchaScripts: { geetest: 'https://static.geetest.com/static/js/gt.0.5.0.js' },
        sumsubScriptUrl: 'https://static.sumsub.com/idensic/static/sns-websdk-builder.js',
      }),
    );
    const policy = headers.get('Content-Security-Policy');
    const loaderHash = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;
    const vendors = ['https://static.geetest.com', 'https://static.sumsub.com'];
    expect(sourcesOf(policy, 'script-src')).toEqual(["'self'", loaderHash, ...vendors].sort());
    expect(sourcesOf(policy, 'connect-src')).toEqual(
      ["'self'", 'https://api.example.com', 'https://ex.example.com', ...vendors].sort(),
    );
    expect(sourcesOf(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(sourcesOf(policy, 'object-src')).toEqual(["'none'"]);
    expect(headers.get('Permissions-Policy')).toContain('camera=("https://static.sumsub.com")');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('allows nothing beyond its own origin when config.js names no other server', () => {
    const headers = headersOf(distWith({ hosts: { dashboard: '/mock', web: '/mock' }, sumsubScriptUrl: '' }));
    const policy = headers.get('Content-Security-Policy');
    expect(sourcesOf(policy, 'connect-src')).toEqual(["'self'"]);
    expect(sourcesOf(policy, 'frame-src')).toEqual(["'none'"]);
    expect(headers.get('Permissions-Policy')).toMatch(/^camera=\(\),/);
  });
});
