import { vi } from 'vitest';
import { contractExample } from './contract-examples';

export interface MockAnswer {
  status?: number;
  body: unknown;
}

/** Answers by contract path; a visitor by default (user info 401), everything else its default example. */
export const visitorApi = (): Record<string, MockAnswer> => ({
  '/api/v0/public': { body: contractExample('public', 'default') },
  '/api/v0/public/areas': { body: contractExample('public', 'countries') },
  '/api/v1/user/info': { status: 401, body: contractExample('errors', 'UNAUTHORIZED') },
  '/message/v4/get_no_read_message_count': { body: contractExample('message', 'threeUnread') },
  '/api/v0/public/logout': { body: { code: 'SUCCESS', message: 'success', data: null } },
});

export const loggedInApi = (kycExample: string): Record<string, MockAnswer> => ({
  ...visitorApi(),
  '/api/v1/user/info': { body: contractExample('user', kycExample) },
});

/** Stubs fetch with answers keyed by contract path (the runtime config's host prefix is stripped). */
export function mockApi(answers: Record<string, MockAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/mock/, '');
    const answer = answers[path];
    if (!answer) return new Response(JSON.stringify({ code: 'NOT_MOCKED', message: path }), { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Keeps every answer to `path` pending until `release()`, so a test can act while a request is out.
 * `calls()` counts the requests made to `path` so far, held or not.
 */
export function holdAnswers(fetchMock: ReturnType<typeof mockApi>, path: string) {
  const answer = fetchMock.getMockImplementation();
  if (!answer) throw new Error('holdAnswers needs the fetch stub of mockApi');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pathOf = (input: RequestInfo | URL) =>
    new URL(String(input), 'http://localhost').pathname.replace(/^\/mock/, '');
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    if (pathOf(input) === path) await released;
    return answer(input);
  });
  return { release, calls: () => fetchMock.mock.calls.filter(([input]) => pathOf(input) === path).length };
}
