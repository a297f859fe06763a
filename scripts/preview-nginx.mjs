// `npm run preview:nginx [dist]`: the built dist/ served by nginx through scripts/nginx/app.conf, the file a
// deployment uses, on PORT (default 8080), with /mock forwarded to the Prism mock. It starts the mock on
// MOCK_PORT (default 4010) unless MOCK_URL names one already running (the e2e suite's). Ctrl-C stops both.
// Needs Debian's nginx and libnginx-mod-http-brotli-static (`bash .ci/run` installs them).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOCK_COMMAND, processGroup, waitForPort } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const port = Number(process.env.PORT ?? 8080);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const dist = resolve(process.argv[2] ?? 'dist');
const mockUrl = process.env.MOCK_URL ?? `http://127.0.0.1:${mockPort}`;

for (const [file, fix] of [
  [NGINX, 'apt-get install -y nginx-light'],
  [BROTLI_STATIC, 'apt-get install -y libnginx-mod-http-brotli-static'],
  [join(dist, 'security-headers.conf'), 'npm run build'],
]) {
  if (!existsSync(file)) {
    console.error(`preview:nginx: ${file} is missing (${fix})`);
    process.exit(1);
  }
}

/** A template of scripts/nginx with its ${NAME} values filled, as envsubst would. */
function fill(template, values) {
  return readFileSync(join(root, 'scripts/nginx', template), 'utf8').replace(
    /\$\{([A-Z_]+)\}/g,
    (text, name) => (name in values ? values[name] : text),
  );
}

// nginx's own files (pid, temporary bodies) go to a directory of this run: it needs no root and no /etc.
const runDir = mkdtempSync(join(tmpdir(), 'rwa-nginx-'));
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runDir, dir));
writeFileSync(join(runDir, 'mock-proxy.conf'), fill('mock-proxy.conf', { MOCK_URL: mockUrl }));
writeFileSync(
  join(runDir, 'app.conf'),
  fill('app.conf', {
    PORT: `127.0.0.1:${port}`,
    DIST_DIR: dist,
    BASE_PREFIX: process.env.BASE_PREFIX ?? '',
    DEV_INCLUDE: `include ${join(runDir, 'mock-proxy.conf')};`,
  }),
);
writeFileSync(
  join(runDir, 'nginx.conf'),
  `load_module ${BROTLI_STATIC};
daemon off;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${join(runDir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${join(runDir, 'body')};
    proxy_temp_path ${join(runDir, 'proxy')};
    fastcgi_temp_path ${join(runDir, 'fastcgi')};
    uwsgi_temp_path ${join(runDir, 'uwsgi')};
    scgi_temp_path ${join(runDir, 'scgi')};
    include ${join(runDir, 'app.conf')};
}
`,
);

const env = { ...process.env, MOCK_PORT: String(mockPort), SCARF_ANALYTICS: 'false' };
const { start, stop, stopping } = processGroup(env);
if (!process.env.MOCK_URL) start('mock', ...MOCK_COMMAND);
start('nginx', NGINX, ['-p', runDir, '-c', join(runDir, 'nginx.conf')]);

const up = await waitForPort('127.0.0.1', port, { gaveUp: stopping });
if (!stopping()) {
  if (up)
    console.log(`\n  App (nginx): http://localhost:${port}/  (/mock -> ${mockUrl})\n  Ctrl-C stops it.\n`);
  else {
    console.error('\nTimed out waiting for nginx; stopping.');
    await stop(1);
  }
}
