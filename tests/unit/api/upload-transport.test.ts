import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/api/http';
import { apiEvents } from '@/api/session-events';
import { setToken } from '@/api/token-store';
import { progressPercent } from '@/api/upload-transport';
import { FakeXhr, stubXhr } from '../../test-utils/fake-xhr';
import { stubFetch } from './fetch-stub';
import { failure } from './api-failure';

vi.mock('@generated/operations', () => import('./operations-fixture'));

const SUCCESS = {
  code: 'SUCCESS',
  message: '',
  data: { url: 'https://cdn.example/a.png', path: 'a.png', name: 'a.png' },
};

/** Starts an upload; resolves once its request is sent (each call starts in a task of its own). */
async function upload(init: Parameters<typeof http>[1] = {}) {
  const body = new FormData();
  body.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
  body.append('name', 'a.png');
  const onUploadProgress = vi.fn();
  const pending = http('/common/upload_img', { method: 'POST', body, onUploadProgress, ...init });
  if (!init.signal?.aborted) await vi.waitFor(() => expect(FakeXhr.instances.at(-1)?.sent).toBe(true));
  return { pending, body, onUploadProgress };
}

beforeEach(() => {
  window.__APP_CONFIG__ = { hosts: { upload: 'https://up.example/', web: '/web' }, requestTimeoutMs: 1234 };
});

afterEach(() => {
  delete window.__APP_CONFIG__;
  vi.unstubAllGlobals();
});

describe('spec §4 upload progress: requests with onUploadProgress go through XMLHttpRequest', () => {
  it('keeps the host prefix, the headers of every call and the multipart body, and skips fetch', async () => {
    const fetchMock = stubFetch();
    const xhr = stubXhr();
    setToken('tok-1');
    const { pending, body } = await upload();
    const request = xhr.last();
    expect(request).toMatchObject({
      method: 'POST',
      url: 'https://up.example/common/upload_img',
      sent: true,
    });
    expect(request.body).toBe(body);
    expect(request.headers).toMatchObject({ token: 'tok-1', client: 'pc' });
    expect(request.headers['device-id']).toBeTruthy();
    expect(request.headers['language']).toBeTruthy();
    // The browser writes the multipart content type (with its boundary) itself.
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.timeout).toBe(1234);
    request.respond(200, SUCCESS);
    await expect(pending).resolves.toEqual(SUCCESS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports progress as bytes sent of bytes in all', async () => {
    const xhr = stubXhr();
    const { pending, onUploadProgress } = await upload();
    xhr.last().progress(25, 100);
    xhr.last().progress(10, 0, false);
    expect(onUploadProgress).toHaveBeenNthCalledWith(1, { loaded: 25, total: 100 });
    expect(onUploadProgress).toHaveBeenNthCalledWith(2, { loaded: 10, total: 0 });
    xhr.last().respond(200, SUCCESS);
    await pending;
  });

  it('still uses fetch when no progress is asked for', async () => {
    const fetchMock = stubFetch();
    const xhr = stubXhr();
    await http('/common/upload_img', { method: 'POST', body: new FormData() });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(xhr.all()).toHaveLength(0);
  });
});

describe('spec §8 the envelope rules apply to uploads too', () => {
  it('throws ApiError with the server message on a failure code', async () => {
    const xhr = stubXhr();
    const { pending } = await upload();
    xhr.last().respond(200, { code: 'IMAGE_REJECTED', message: 'The image was rejected', data: null });
    const error = await failure(pending);
    expect(error).toMatchObject({
      code: 'IMAGE_REJECTED',
      message: 'The image was rejected',
      httpStatus: 200,
    });
  });

  it('treats HTTP 401 as the session ending', async () => {
    const xhr = stubXhr();
    const expired = vi.fn();
    const off = apiEvents.on('sessionExpired', expired);
    const { pending } = await upload();
    xhr.last().respond(401, { code: 'UNAUTHORIZED', message: 'Please log in' });
    const error = await failure(pending);
    off();
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    expect(expired).toHaveBeenCalled();
  });

  it('reports a non-JSON error page by its status', async () => {
    const xhr = stubXhr();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { pending } = await upload();
    xhr.last().respond(502, '<html>Bad gateway</html>');
    expect(await failure(pending)).toMatchObject({ code: 'HTTP_502', httpStatus: 502 });
    expect(warn).toHaveBeenCalled();
  });
});

describe('spec §8 HTTP messages: Network Error, Request aborted, timeout exceeded (upload transport)', () => {
  it('turns a network error into NETWORK_ERROR', async () => {
    const xhr = stubXhr();
    const { pending } = await upload();
    xhr.last().failNetwork();
    expect(await failure(pending)).toMatchObject({ code: 'NETWORK_ERROR', message: '', httpStatus: 0 });
  });

  it('turns a timeout into TIMEOUT', async () => {
    const xhr = stubXhr();
    const { pending } = await upload();
    xhr.last().fireTimeout();
    expect(await failure(pending)).toMatchObject({ code: 'TIMEOUT', httpStatus: 0 });
  });

  it("aborts the request when the caller's signal aborts, as REQUEST_ABORTED", async () => {
    const xhr = stubXhr();
    const controller = new AbortController();
    const { pending } = await upload({ signal: controller.signal });
    controller.abort();
    expect(xhr.last().aborted).toBe(true);
    expect(await failure(pending)).toMatchObject({ code: 'REQUEST_ABORTED', httpStatus: 0 });
  });

  it('does not send at all when the signal is already aborted', async () => {
    const xhr = stubXhr();
    const controller = new AbortController();
    controller.abort();
    const { pending } = await upload({ signal: controller.signal });
    expect(await failure(pending)).toMatchObject({ code: 'REQUEST_ABORTED' });
    expect(xhr.all()).toHaveLength(0);
  });
});

describe('progressPercent', () => {
  it('is the whole percentage sent, 0 when the total is unknown, within 0–100', () => {
    expect(progressPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(progressPercent({ loaded: 5, total: 0 })).toBe(0);
    expect(progressPercent({ loaded: 120, total: 100 })).toBe(100);
  });
});
