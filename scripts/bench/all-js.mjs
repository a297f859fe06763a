// Every JS byte a page loads (the bench's "all JS" column): each script the page requested until the network
// was idle, as Lighthouse's network-requests audit lists them (lazy chunks, translations, form validators,
// the time-zone worker, config.js, ...), not only the entry and the route's static imports the build
// manifest names. Counted as the gzip body the server sends for each URL (asked again of the same server;
// the audit's transferSize also counts each response's headers, which on the app carry the
// Content-Security-Policy and would tilt the ratio to the header-less floor page).
import { get } from 'node:http';

const isScript = (item) =>
  item.resourceType === 'Script' || /javascript|ecmascript/.test(String(item.mimeType ?? ''));

/** Gzip body bytes of one served URL (the Content-Length of its gzip answer). */
function servedGzipBytes(url) {
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
      let length = 0;
      answer.on('data', (chunk) => {
        length += chunk.length;
      });
      answer.on('end', () => done(length));
    }).on('error', fail);
  });
}

/**
 * { gz, requests, wire }: gzip body bytes of every script the Lighthouse run `audits` saw the page load,
 * how many, and their transferSize (headers included) for reference.
 */
export async function allJsBytes(audits) {
  const scripts = (audits['network-requests']?.details?.items ?? []).filter(
    (item) => isScript(item) && item.url.startsWith('http') && item.statusCode === 200,
  );
  const urls = [...new Set(scripts.map((item) => item.url))];
  const sizes = await Promise.all(urls.map(servedGzipBytes));
  return {
    gz: sizes.reduce((sum, size) => sum + size, 0),
    requests: urls.length,
    wire: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}
