import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/api/http';
import { apiEvents, type ApiEventName } from '@/api/session-events';
import { contractExample } from '../../test-utils/contract-examples';
import { jsonResponse, stubFetch } from './fetch-stub';
import { failure } from './api-failure';

vi.mock('@generated/operations', () => import('./operations-fixture'));

const events: { name: ApiEventName; payload: unknown }[] = [];
const unsubscribers: (() => void)[] = [];
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  events.length = 0;
  for (const name of ['sessionExpired', 'googleVerifyFailed'] as const) {
    unsubscribers.push(apiEvents.on(name, (payload) => events.push({ name, payload })));
  }
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  unsubscribers.splice(0).forEach((off) => off());
  vi.unstubAllGlobals();
});

describe('spec §8 success codes', () => {
  it.each([['SUCCESS'], ['0'], [0]])('returns the whole envelope for code %j', async (code) => {
    const envelope = { code, message: 'ok', data: { token: 't' } };
    stubFetch(() => jsonResponse(envelope));
    await expect(http('/user/login_in', { method: 'POST' })).resolves.toEqual(envelope);
    expect(warn).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('logs a response without a code and still returns it', async () => {
    stubFetch(() => jsonResponse({ data: [1] }));
    await expect(http('/user/login_in', { method: 'POST' })).resolves.toEqual({ data: [1] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('login answered without a code'));
    expect(events).toEqual([]);
  });
});

describe('spec §8 business errors', () => {
  it('throws any other code with the server message and logs it; no session event', async () => {
    const envelope = { code: 'LOGIN_FORBIDDEN', message: 'Login forbidden', data: null };
    stubFetch(() => jsonResponse(envelope));
    const error = await failure(http('/user/login_in', { method: 'POST' }));
    expect(error).toMatchObject({ code: 'LOGIN_FORBIDDEN', message: 'Login forbidden', httpStatus: 200 });
    expect(error.body).toEqual(envelope);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('LOGIN_FORBIDDEN'), 'Login forbidden');
    expect(events).toEqual([]);
  });

  it("reads older calls' msg field and numeric codes", async () => {
    stubFetch(() => jsonResponse({ code: 10002, msg: 'Too many attempts' }));
    const error = await failure(http('/user/login_in', { method: 'POST' }));
    expect(error).toMatchObject({ code: '10002', message: 'Too many attempts' });
  });
});

// The contract's own named examples of both envelope forms (api-family.md): current
// {code: "SUCCESS", message, data} and older {code: "0", msg, data}.
describe('both envelope forms, read from the contract examples', () => {
  it.each([
    ['current', 'user', 'kycApproved'],
    ['older', 'user', 'loginSuccess'],
    ['older', 'common', 'rates'],
    ['older', 'message', 'threeUnread'],
  ])('returns the %s success envelope %s#%s whole', async (_form, file, name) => {
    const envelope = contractExample(file, name);
    stubFetch(() => jsonResponse(envelope));
    await expect(http('/user/login_in', { method: 'POST' })).resolves.toEqual(envelope);
    expect(events).toEqual([]);
  });

  it.each([
    ['current', 'auth', 'sendCodeTooFrequent', 'message'],
    ['older', 'user', 'loginForbidden', 'msg'],
    ['older', 'message', 'messageNotFound', 'msg'],
  ])('throws the %s business error %s#%s with its %s text', async (_form, file, name, field) => {
    const envelope = contractExample(file, name) as Record<string, string>;
    stubFetch(() => jsonResponse(envelope));
    const error = await failure(http('/user/login_in', { method: 'POST' }));
    expect(error).toMatchObject({ code: envelope.code, message: envelope[field], httpStatus: 200 });
    expect(error.message).not.toBe('');
    expect(events).toEqual([]);
  });
});

describe('spec §8 UNAUTHORIZED fires the logged-out event', () => {
  it('on HTTP 401', async () => {
    stubFetch(() => jsonResponse({ code: 'UNAUTHORIZED', message: 'Please log in' }, 401));
    const error = await failure(http('/api/v1/user/info', { method: 'POST' }));
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please log in', httpStatus: 401 });
    expect(events).toEqual([
      { name: 'sessionExpired', payload: { code: 'UNAUTHORIZED', message: 'Please log in' } },
    ]);
  });

  it('on HTTP 401 whose body is not JSON', async () => {
    stubFetch(() => new Response('Unauthorized', { status: 401 }));
    const error = await failure(http('/api/v1/user/info', { method: 'POST' }));
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    expect(events.map((event) => event.name)).toEqual(['sessionExpired']);
  });

  it('on body code UNAUTHORIZED with HTTP 200', async () => {
    stubFetch(() => jsonResponse({ code: 'UNAUTHORIZED', message: 'Session expired' }));
    const error = await failure(http('/api/v1/user/info', { method: 'POST' }));
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 200 });
    expect(events).toEqual([
      { name: 'sessionExpired', payload: { code: 'UNAUTHORIZED', message: 'Session expired' } },
    ]);
  });
});

describe('spec §8 HTTP errors', () => {
  it('emits googleVerifyFailed with the server message for GOOGLE_VERIFY_FAILED on a failed response', async () => {
    stubFetch(() => jsonResponse({ code: 'GOOGLE_VERIFY_FAILED', message: 'Wrong Google code' }, 400));
    const error = await failure(http('/user/login_in', { method: 'POST' }));
    expect(error).toMatchObject({
      code: 'GOOGLE_VERIFY_FAILED',
      message: 'Wrong Google code',
      httpStatus: 400,
    });
    expect(events).toEqual([{ name: 'googleVerifyFailed', payload: { message: 'Wrong Google code' } }]);
  });

  it('throws another failed response with its body code and message, no event', async () => {
    stubFetch(() => jsonResponse({ code: 'INVALID_PARAM', message: 'Bad field' }, 422));
    const error = await failure(http('/user/login_in', { method: 'POST' }));
    expect(error).toMatchObject({ code: 'INVALID_PARAM', message: 'Bad field', httpStatus: 422 });
    expect(events).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('throws HTTP_<status> with an empty message for a failed response without an envelope', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(http('/user/login_in', { method: 'POST' }));
    expect(error).toMatchObject({ code: 'HTTP_502', message: '', httpStatus: 502 });
    expect(events).toEqual([]);
  });

  it('throws BAD_RESPONSE for a successful response that is not JSON', async () => {
    stubFetch(() => new Response('not json', { status: 200 }));
    const error = await failure(http('/user/login_in', { method: 'POST' }));
    expect(error).toMatchObject({ code: 'BAD_RESPONSE', message: '', httpStatus: 200 });
  });

  it('throws BAD_RESPONSE for a successful response that is JSON but not an envelope', async () => {
    stubFetch(() => jsonResponse([1, 2]));
    const error = await failure(http('/user/login_in', { method: 'POST' }));
    expect(error.code).toBe('BAD_RESPONSE');
  });
});
