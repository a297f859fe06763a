import { findOperation } from '@generated/operations';
import type { ApiError } from './api-error';
import { prepareRequest } from './prepare-request';
import { readEnvelope } from './read-envelope';
import { getRuntimeConfig } from './runtime-config';
import { sendRequest } from './send-request';
import { sendWithProgress, type UploadProgressHandler } from './upload-transport';

// The orval mutator (spec §7, §8). Generated hooks pass the contract path as url; this resolves the
// operation, prefixes its host, adds headers and body fields, and returns the whole envelope (orval types
// T as the 200 response schema) or throws ApiError. It never touches the UI: see session-events.ts.
export type ErrorType<E> = ApiError<E>;
export type BodyType<B> = B;

export const DEFAULT_METHOD = 'POST';

/** RequestInit plus `onUploadProgress`: when given, the request reports upload progress (upload-transport). */
export interface HttpInit extends RequestInit {
  onUploadProgress?: UploadProgressHandler;
}

export async function http<T>(url: string, { onUploadProgress, ...init }: HttpInit = {}): Promise<T> {
  const config = getRuntimeConfig();
  const method = (init.method ?? DEFAULT_METHOD).toUpperCase();
  const path = url.split(/[?#]/)[0] ?? url;
  const meta = findOperation(method, path);

  const request = prepareRequest(url, { ...init, method }, meta, config);
  const response = onUploadProgress
    ? await sendWithProgress(request.url, request.init, config.requestTimeoutMs, onUploadProgress)
    : await sendRequest(request.url, request.init, config.requestTimeoutMs);
  return readEnvelope(response, meta?.operationId ?? `${method} ${path}`) as T;
}
