// The security headers of every answer that serves the app: a Content-Security-Policy written from what
// dist/ holds (the hashes of the prerendered pages' inline scripts) and from the one place a deployment
// states its servers, dist/config.js (the API hosts, the captcha and Sumsub scripts), plus the headers
// that need no input. `node scripts/security-headers.mjs <dist>` writes them as nginx directives to
// <dist>/security-headers.conf (scripts/nginx/app.conf includes it); the build runs it, and a deployment
// that edits config.js runs it again. scripts/serve-dist.mjs sends the same headers.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';

export const HEADERS_FILE = 'security-headers.conf';

/** `window.__APP_CONFIG__` as dist/config.js sets it (run in a sandbox that has only `window`). */
export function readRuntimeConfig(dist) {
  const window = {};
  runInNewContext(readFileSync(join(dist, 'config.js'), 'utf8'), { window });
  return window.__APP_CONFIG__ ?? {};
}

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });

/**
 * `'sha256-…'` of each distinct inline script of the pages in dist/ (the prerendered pages' loader). A data
 * block (`type="application/json"`, the loader's list of files) is never run, so the policy does not name it.
 */
export function inlineScriptHashes(dist) {
  const hashes = new Set();
  for (const file of htmlFiles(dist)) {
    for (const [, body] of readFileSync(file, 'utf8').matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The origin of an absolute http(s) URL; undefined for a path on the app's own origin or an empty value. */
function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

const distinct = (values) => [...new Set(values.filter(Boolean))].sort();

/**
 * The policy for a runtime config and the inline scripts' hashes. Scripts: our own files, the hashed
 * inline loader and the configured vendors, never 'unsafe-inline' or 'unsafe-eval'. Styles keep
 * 'unsafe-inline': Mantine writes its CSS variables and a component's responsive styles in <style>
 * elements and style attributes at run time.
 */
export function contentSecurityPolicy(config, scriptHashes) {
  const apiOrigins = distinct(Object.values(config.hosts ?? {}).map(originOf));
  const vendorOrigins = distinct([
    ...Object.values(config.captchaScripts ?? {}).map(originOf),
    originOf(config.sumsubScriptUrl),
  ]);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...vendorOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...vendorOrigins],
    'img-src': ["'self'", 'data:', 'blob:', ...apiOrigins, ...vendorOrigins],
    'font-src': ["'self'", 'data:', ...vendorOrigins],
    'connect-src': ["'self'", ...apiOrigins, ...vendorOrigins],
    // The Sumsub WebSDK and the vendor captchas show their own frames.
    'frame-src': vendorOrigins.length ? vendorOrigins : ["'none'"],
    // The time-zone worker is a file of dist/assets.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${distinct(sources).join(' ')}`)
    .join('; ');
}

/**
 * Powerful features the app never uses are off. The camera is allowed only to the Sumsub origin, whose
 * frame takes the identity-document and selfie photos (spec §2 /personal/sumsub).
 */
export function permissionsPolicy(config) {
  const sumsub = originOf(config.sumsubScriptUrl);
  const camera = sumsub ? `camera=("${sumsub}")` : 'camera=()';
  const off = [
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'bluetooth',
    'midi',
    'display-capture',
  ];
  return [camera, ...off.map((feature) => `${feature}=()`)].join(', ');
}

/** Every header, by name, for the app in `dist`. */
export function securityHeaders(dist) {
  const config = readRuntimeConfig(dist);
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, inlineScriptHashes(dist)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(config),
    // For browsers older than CSP's frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/** The headers as nginx `add_header … always;` lines (on error answers too). */
export function nginxDirectives(headers) {
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
  );
  return `# Written by scripts/security-headers.mjs from config.js and the pages of this dist/: do not edit.\n${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  writeFileSync(join(dist, HEADERS_FILE), nginxDirectives(securityHeaders(dist)));
}
