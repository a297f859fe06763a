// The HTTP proxy in front of Prism (npm run mock): every request goes to Prism unchanged; the answer comes
// back as Prism gave it unless a thin mode is in force (the proxy's own, from `--thin`, or the request's
// `x-mock-thin` header, which wins), when a JSON answer is pruned by the contract (thin-answers.mjs).
import { createServer, request } from 'node:http';
import { isThinMode, THIN_HEADER, thinAnswer } from './thin-answers.mjs';

/**
 * @param {{ doc: unknown, upstream: string, mode?: 'required' | 'no-assumed' }} options the bundled contract,
 *   Prism's URL, the mode of every answer (none: only requests with the header are pruned)
 */
export function createThinProxy({ doc, upstream, mode }) {
  return createServer((req, res) => {
    const asked = req.headers[THIN_HEADER];
    const thin = isThinMode(asked) ? asked : mode;
    const headers = { ...req.headers, host: new URL(upstream).host };
    delete headers[THIN_HEADER];
    // A pruned answer is read whole, so it must come back uncompressed.
    if (thin) delete headers['accept-encoding'];
    const upstreamRequest = request(
      new URL(req.url ?? '/', upstream),
      { method: req.method, headers },
      (answer) => {
        if (!thin || !/\bjson\b/.test(answer.headers['content-type'] ?? '')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = prunedBody(doc, req, answer.statusCode ?? 200, raw, thin) ?? raw;
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...kept } = answer.headers;
          res.writeHead(answer.statusCode ?? 200, {
            ...kept,
            'content-length': body.length,
            [THIN_HEADER]: thin,
          });
          res.end(body);
        });
      },
    );
    upstreamRequest.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end('mock unavailable');
    });
    req.pipe(upstreamRequest);
  });
}

function prunedBody(doc, req, status, raw, mode) {
  let parsed;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
  const { pathname } = new URL(req.url ?? '/', 'http://x');
  const pruned = thinAnswer(doc, { method: req.method ?? 'GET', pathname, status, body: parsed, mode });
  return pruned === undefined ? undefined : Buffer.from(JSON.stringify(pruned));
}
