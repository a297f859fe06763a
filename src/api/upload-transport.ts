import { ApiError, TRANSPORT_ERROR_CODES } from './api-error';
import type { RawResponse } from './send-request';

// fetch cannot report upload progress, so a request whose caller asks for it (an image upload, spec §4
// "a progress bar and a cancel while it runs") goes through XMLHttpRequest. Same contract as
// sendRequest: the raw response, or ApiError with httpStatus 0 for network failure, abort and timeout.

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all (0 when the browser cannot tell). */
  total: number;
}

export type UploadProgressHandler = (progress: UploadProgress) => void;

/** The percentage (0–100, whole) a progress event stands for. */
export const progressPercent = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, Math.max(0, Math.round((loaded / total) * 100))) : 0;

export function sendWithProgress(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  onUploadProgress: UploadProgressHandler,
): Promise<RawResponse> {
  const caller = init.signal;
  if (caller?.aborted) return Promise.reject(new ApiError(TRANSPORT_ERROR_CODES.aborted, '', 0));

  return new Promise<RawResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = (finish: () => void) => {
      caller?.removeEventListener('abort', onAbortSignal);
      finish();
    };
    const fail = (code: string) => () => settle(() => reject(new ApiError(code, '', 0)));

    xhr.open(init.method ?? 'POST', url);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    if (init.credentials === 'include') xhr.withCredentials = true;
    if (Number.isFinite(timeoutMs) && timeoutMs > 0) xhr.timeout = timeoutMs;

    xhr.upload.onprogress = (event) =>
      onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () =>
      settle(() =>
        resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, text: xhr.responseText }),
      );
    xhr.onerror = fail(TRANSPORT_ERROR_CODES.network);
    xhr.ontimeout = fail(TRANSPORT_ERROR_CODES.timeout);
    xhr.onabort = fail(TRANSPORT_ERROR_CODES.aborted);
    caller?.addEventListener('abort', onAbortSignal, { once: true });

    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
