import { isApiError, TRANSPORT_ERROR_CODES } from './api-error';

// Translation keys (namespace common) for the spec §8 HTTP messages and the generic fallback.
export const HTTP_MESSAGE_KEYS = {
  networkError: 'common:http.networkError',
  aborted: 'common:http.aborted',
  timeout: 'common:http.timeout',
  serverBusy: 'common:http.serverBusy',
} as const;

export type HttpMessageKey = (typeof HTTP_MESSAGE_KEYS)[keyof typeof HTTP_MESSAGE_KEYS];

const TRANSPORT_KEYS: Record<string, HttpMessageKey> = {
  [TRANSPORT_ERROR_CODES.network]: HTTP_MESSAGE_KEYS.networkError,
  [TRANSPORT_ERROR_CODES.aborted]: HTTP_MESSAGE_KEYS.aborted,
  [TRANSPORT_ERROR_CODES.timeout]: HTTP_MESSAGE_KEYS.timeout,
};

/** The text to show for a failed call: the server's message, else a translated generic one (spec §8). */
export function describeApiError(error: unknown, t: (key: HttpMessageKey) => string): string {
  if (!isApiError(error)) return t(HTTP_MESSAGE_KEYS.serverBusy);
  const transportKey = TRANSPORT_KEYS[error.code];
  if (transportKey) return t(transportKey);
  return error.message || t(HTTP_MESSAGE_KEYS.serverBusy);
}
