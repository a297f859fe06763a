import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/api/http';
import { hangingFetch, stubFetch } from './fetch-stub';
import { failure } from './api-failure';

vi.mock('@generated/operations', () => import('./operations-fixture'));

afterEach(() => {
  delete window.__APP_CONFIG__;
  vi.unstubAllGlobals();
});

describe('a call starts in a task of its own', () => {
  it("sends nothing within the caller's task, then sends the call", async () => {
    const fetchMock = stubFetch();
    const pending = http('/user/login_in', { method: 'POST' });
    for (let microtask = 0; microtask < 20; microtask += 1) await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await pending;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('spec §8 HTTP messages: Network Error, Request aborted, timeout exceeded', () => {
  it('turns a fetch TypeError into NETWORK_ERROR with status 0 and no message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(http('/user/login_in', { method: 'POST' }));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: '', httpStatus: 0 });
  });

  it("turns the caller's abort into REQUEST_ABORTED", async () => {
    const fetchMock = stubFetch(hangingFetch);
    const controller = new AbortController();
    const pending = http('/user/login_in', { method: 'POST', signal: controller.signal });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    controller.abort();
    const error = await failure(pending);
    expect(error).toMatchObject({ code: 'REQUEST_ABORTED', httpStatus: 0 });
  });

  it('does not send a call its caller aborted before the call started', async () => {
    const fetchMock = stubFetch();
    const controller = new AbortController();
    const pending = http('/user/login_in', { method: 'POST', signal: controller.signal });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ code: 'REQUEST_ABORTED', httpStatus: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns requestTimeoutMs passing into TIMEOUT, with or without a caller signal', async () => {
    window.__APP_CONFIG__ = { requestTimeoutMs: 20 };
    stubFetch(hangingFetch);
    const alone = await failure(http('/user/login_in', { method: 'POST' }));
    const withCaller = await failure(
      http('/user/login_in', { method: 'POST', signal: new AbortController().signal }),
    );
    expect(alone.code).toBe('TIMEOUT');
    expect(withCaller.code).toBe('TIMEOUT');
  });

  it('does not time out before requestTimeoutMs', async () => {
    window.__APP_CONFIG__ = { requestTimeoutMs: 5000 };
    stubFetch(
      (_url, init) =>
        new Promise((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          setTimeout(() => resolve(new Response(JSON.stringify({ code: 'SUCCESS' }))), 50);
        }),
    );
    await expect(http('/user/login_in', { method: 'POST' })).resolves.toEqual({ code: 'SUCCESS' });
  });
});
