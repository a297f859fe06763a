import { findOperation } from '@generated/operations';
import { nextTask } from '@/lib/next-task';
import type { ApiError } from './api-error';
import { callKey, keepEarly, takeEarly } from './early-calls';
import { loadTimeZone } from './fingerprint';
import { type PreparedRequest, prepareRequest } from './prepare-request';
import { readEnvelope } from './read-envelope';
import { getRuntimeConfig } from './runtime-config';
import { sendRequest } from './send-request';
import type { UploadProgressHandler } from './upload-transport';

// The orval mutator (spec §7, §8). Generated hooks pass the contract path as url; this resolves the
// operation, prefixes its host, adds headers and body fields, and returns the whole envelope (orval types
// T as the 200 response schema) or throws ApiError. It never touches the UI: see session-events.ts.
export type ErrorType<E> = ApiError<E>;
export type BodyType<B> = B;

export const DEFAULT_METHOD = 'POST';

/**
 * RequestInit plus `onUploadProgress`: when given, the request reports upload progress (upload-transport);
 * and `early`: a call made before the first render, kept for the screen that makes it again (early-calls.ts).
 */
export interface HttpInit extends RequestInit {
  onUploadProgress?: UploadProgressHandler;
  early?: boolean;
}

async function send(request: PreparedRequest, timeoutMs: number, onUploadProgress?: UploadProgressHandler) {
  if (!onUploadProgress) return sendRequest(request.url, request.init, timeoutMs);
  // Uploads only: their transport is a chunk of its own, not part of every page's first load.
  const { sendWithProgress } = await import('./upload-transport');
  return sendWithProgress(request.url, request.init, timeoutMs, onUploadProgress);
}

export function http<T>(url: string, { early, ...init }: HttpInit = {}): Promise<T> {
  const key = callKey((init.method ?? DEFAULT_METHOD).toUpperCase(), url, init.body);
  if (early) {
    const answer = call<T>(url, init);
    keepEarly(key, answer);
    return answer;
  }
  return (takeEarly(key) as Promise<T> | undefined) ?? call<T>(url, init);
}

async function call<T>(url: string, { onUploadProgress, ...init }: Omit<HttpInit, 'early'>): Promise<T> {
  const config = getRuntimeConfig();
  const method = (init.method ?? DEFAULT_METHOD).toUpperCase();
  const path = url.split(/[?#]/)[0] ?? url;
  const meta = findOperation(method, path);
  // Each call starts in a task of its own: a screen's queries subscribe together in one React commit, and
  // starting a fetch takes a phone several milliseconds. The body's securityInfo carries the time
  // zone, read in a worker.
  await Promise.all([nextTask(), loadTimeZone()]);

  const request = prepareRequest(url, { ...init, method }, meta, config);
  const response = await send(request, config.requestTimeoutMs, onUploadProgress);
  return readEnvelope(response, meta?.operationId ?? `${method} ${path}`) as T;
}
