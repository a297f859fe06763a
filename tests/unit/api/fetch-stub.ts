import { vi } from 'vitest';

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const SUCCESS = { code: 'SUCCESS', message: '', data: { ok: true } };

type Respond = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch; answers `respond` (a SUCCESS envelope by default). */
export function stubFetch(respond: Respond = () => jsonResponse(SUCCESS)) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => respond(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The last request fetch received, with headers as Headers and a JSON body parsed. */
export function lastRequest(fetchMock: ReturnType<typeof stubFetch>) {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
  return { url, init, headers: new Headers(init.headers), body };
}

/** A fetch that never answers on its own: it rejects as a browser does when its signal aborts. */
export const hangingFetch: Respond = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(init.signal?.reason ?? new DOMException('', 'AbortError')),
    );
  });
