// The Debian packages `npm test` and `npm run bench` need beyond npm's own (README "Quick start"): checked in
// the first second of `npm test`, installed with one `apt-get update` and one `apt-get install` when this
// user may install, else a stop naming the exact command. `npm start` needs none of them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

/** Each package, what it is for, and how its presence is seen (a file it installs). */
export const SYSTEM_PACKAGES = [
  {
    name: 'chromium-headless-shell',
    file: '/usr/bin/chromium-headless-shell',
    env: 'CHROMIUM_PATH',
    why: 'the browser tests',
  },
  { name: 'chromium', file: '/usr/bin/chromium', env: 'CHROME_PATH', why: 'the bench (Lighthouse)' },
  { name: 'nginx-light', file: '/usr/sbin/nginx', why: 'the browser tests serve dist/ through nginx' },
  {
    name: 'libnginx-mod-http-brotli-static',
    file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    why: 'nginx serves the precompressed .br files',
  },
  {
    name: 'fonts-noto-cjk',
    file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    why: 'Chinese pages render as text, not boxes',
  },
];

/**
 * What to do, from what is missing and what this user can do: nothing, install (with or without sudo),
 * or stop with the command to run.
 */
export function plan({ missing, isRoot, canSudo, hasAptGet }) {
  if (missing.length === 0) return { action: 'none' };
  const names = missing.join(' ');
  const prefix = isRoot ? '' : 'sudo ';
  const command = `${prefix}apt-get update && ${prefix}apt-get install -y ${names}`;
  if (hasAptGet && (isRoot || canSudo))
    return { action: 'install', sudo: !isRoot, packages: missing, command };
  return { action: 'stop', command };
}

/** The packages whose file is absent (an env override that names an existing file counts as present). */
export function missingPackages(exists = existsSync, env = process.env) {
  return SYSTEM_PACKAGES.filter(({ file, env: name }) => {
    const override = name ? env[name] : undefined;
    return !exists(override || file);
  }).map(({ name }) => name);
}

const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function main() {
  const missing = missingPackages();
  const isRoot = process.getuid?.() === 0;
  const step = plan({
    missing,
    isRoot,
    canSudo: !isRoot && succeeds('sudo', ['-n', 'true']),
    hasAptGet: succeeds('sh', ['-c', 'command -v apt-get']),
  });
  if (step.action === 'none') return;
  const why = SYSTEM_PACKAGES.filter(({ name }) => missing.includes(name))
    .map(({ name, why: purpose }) => `  ${name}: ${purpose}`)
    .join('\n');
  if (step.action === 'stop') {
    console.error(
      `Missing system packages:\n${why}\nInstall them, then run npm test again:\n  ${step.command}`,
    );
    process.exit(1);
  }
  console.log(`Installing system packages:\n${why}`);
  const run = (args) => {
    const quiet = ['env', 'DEBIAN_FRONTEND=noninteractive', ...args];
    const [command, ...rest] = step.sudo ? ['sudo', '-n', ...quiet] : quiet;
    const result = spawnSync(command, rest, { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Failed: ${[command, ...rest].join(' ')}\nRun it by hand:\n  ${step.command}`);
      process.exit(1);
    }
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', ...step.packages]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
