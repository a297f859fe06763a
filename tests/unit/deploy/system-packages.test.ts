// scripts/system-packages.mjs: npm test installs the Debian packages its browser tests and bench need when
// this user may, and otherwise stops at once with the command to run (README "Quick start").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingPackages, plan, SYSTEM_PACKAGES } from '../../../scripts/system-packages.mjs';

const root = resolve(__dirname, '../../..');
const ALL = SYSTEM_PACKAGES.map(({ name }) => name);

describe('plan', () => {
  it('does nothing when every package is there', () => {
    expect(plan({ missing: [], isRoot: false, canSudo: false, hasAptGet: false })).toEqual({
      action: 'none',
    });
  });

  it('installs as root, and through sudo when sudo -n works', () => {
    expect(plan({ missing: ['nginx-light'], isRoot: true, canSudo: false, hasAptGet: true })).toMatchObject({
      action: 'install',
      sudo: false,
      packages: ['nginx-light'],
    });
    expect(plan({ missing: ['nginx-light'], isRoot: false, canSudo: true, hasAptGet: true })).toMatchObject({
      action: 'install',
      sudo: true,
    });
  });

  it('stops with the exact command when it cannot install', () => {
    expect(plan({ missing: ALL, isRoot: false, canSudo: false, hasAptGet: true })).toEqual({
      action: 'stop',
      command: `sudo apt-get update && sudo apt-get install -y ${ALL.join(' ')}`,
    });
    expect(plan({ missing: ['chromium'], isRoot: true, canSudo: false, hasAptGet: false })).toEqual({
      action: 'stop',
      command: 'apt-get update && apt-get install -y chromium',
    });
  });
});

describe('missingPackages', () => {
  it('names each package whose file is absent, and honours a browser path override', () => {
    const present = new Set(['/usr/sbin/nginx', '/opt/shell']);
    const exists = (file: string) => present.has(file);
    expect(missingPackages(exists, {})).toEqual(ALL.filter((name) => name !== 'nginx-light'));
    expect(missingPackages(exists, { CHROMIUM_PATH: '/opt/shell' })).not.toContain('chromium-headless-shell');
  });
});

describe('the script', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('stops at once, naming the command, when apt-get is not on the PATH and a package is missing', () => {
    // A PATH holding only node: no apt-get, no sudo. A browser override that names no file makes one missing.
    const bin = mkdtempSync(join(tmpdir(), 'no-apt-'));
    dirs.push(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    const run = spawnSync(join(bin, 'node'), [join(root, 'scripts/system-packages.mjs')], {
      encoding: 'utf8',
      env: { PATH: bin, CHROME_PATH: '/nonexistent/chromium' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('chromium: the bench (Lighthouse)');
    expect(run.stderr).toMatch(/apt-get update && (sudo )?apt-get install -y .*chromium/);
  });
});
