// Serves a built dist/ the way production does (scripts/nginx/app.conf, README "Serving dist/ in production")
// without nginx: gzip for text assets, hashed /assets/* cached for a year (immutable), a prerendered page's
// <path>/index.html (and <path>/param.html for <path>/<parameter>), index.html (never cached) for every other
// path under the base prefix, the security headers; /mock/* is forwarded to the Prism mock like the dev
// server does.
// `npm run preview` runs it on dist/; scripts/bench.mjs serves the app and the floor with it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PARAM_SHELL } from './lib/param-shell.mjs';
import { securityHeaders } from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/**
 * @param {{ dir: string, port: number, basePrefix?: string, mockTarget?: string, extraConfig?: string }} options
 *   extraConfig: script appended to /config.js (the bench turns the QA switch off with it).
 */
export function serveDist({ dir, port, basePrefix = '', mockTarget, extraConfig = '' }) {
  const root = resolve(dir);
  const cache = new Map();
  // The headers nginx sends (scripts/nginx/app.conf); a directory that is not the app (the bench's floor
  // page) has no config.js and gets none.
  const headers = existsSync(join(root, 'config.js')) ? securityHeaders(root) : {};

  /** The file's bytes, gzipped once and kept, or undefined when `relative` is not a file of dist/. */
  function load(relative) {
    if (cache.has(relative)) return cache.get(relative);
    const path = normalize(join(root, relative));
    if (!path.startsWith(root) || !existsSync(path) || !statSync(path).isFile()) return undefined;
    const ext = extname(path);
    let body = readFileSync(path);
    if (relative === '/config.js' && extraConfig)
      body = Buffer.concat([body, Buffer.from(`\n${extraConfig}\n`)]);
    const entry = { body, gzip: COMPRESSIBLE.has(ext) ? gzipSync(body) : undefined, type: TYPES[ext] };
    cache.set(relative, entry);
    return entry;
  }

  function send(req, res, relative, entry) {
    const immutable = relative.startsWith('/assets/');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', entry.type ?? 'application/octet-stream');
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    const gzip = entry.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const body = gzip ? entry.gzip : entry.body;
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function forwardToMock(req, res, path) {
    const { search } = new URL(req.url ?? '/', 'http://x');
    const target = new URL(`${path.replace(/^\/mock/, '') || '/'}${search}`, mockTarget);
    const upstream = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      // A page closed mid-answer: the answer has begun, so it can only be cut off.
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end('mock unavailable');
    });
    req.pipe(upstream);
  }

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (mockTarget && (path === '/mock' || path.startsWith('/mock/'))) return forwardToMock(req, res, path);
    const inPrefix = !basePrefix || path === basePrefix || path.startsWith(`${basePrefix}/`);
    const relative = inPrefix ? path.slice(basePrefix.length) || '/' : path;
    // The build's asset URLs are absolute (/assets/…, /config.js), so a file is found with or without the prefix.
    // A page prerendered at build time (scripts/prerender.mjs) is <page>/index.html, and the shell of a route
    // with an optional parameter <page>/param.html for <page>/<parameter>.
    const page = `${relative.replace(/\/$/, '')}/index.html`;
    const paramShell = relative.replace(/\/[^/]+\/?$/, `/${PARAM_SHELL}`);
    for (const candidate of new Set([relative, path, page, paramShell])) {
      const file = candidate !== '/' && load(candidate);
      if (file) return send(req, res, candidate, file);
    }
    if (!inPrefix || relative.startsWith('/assets/')) {
      res.writeHead(404).end('not found');
      return;
    }
    send(req, res, '/index.html', load('/index.html'));
  });
  return new Promise((resolvePromise) => server.listen(port, '127.0.0.1', () => resolvePromise(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const mockTarget = `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}`;
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  await serveDist({ dir, port, basePrefix: process.env.BASE_PREFIX ?? '', mockTarget });
  console.log(`Serving ${dir} compressed at http://localhost:${port}/ (/mock -> ${mockTarget})`);
}
