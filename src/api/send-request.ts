import { ApiError, TRANSPORT_ERROR_CODES } from './api-error';
import { requestSignal } from './request-signal';

export interface RawResponse {
  status: number;
  ok: boolean;
  text: string;
}

/** fetch plus the body text, with transport failures turned into ApiError (httpStatus 0). */
export async function sendRequest(url: string, init: RequestInit, timeoutMs: number): Promise<RawResponse> {
  const caller = init.signal;
  // A call cancelled before its task started (its screen left, its query dropped) is not sent at all.
  if (caller?.aborted) throw new ApiError(TRANSPORT_ERROR_CODES.aborted, '', 0);
  const { signal, timeout } = requestSignal(caller, timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal });
    return { status: response.status, ok: response.ok, text: await response.text() };
  } catch {
    if (caller?.aborted) throw new ApiError(TRANSPORT_ERROR_CODES.aborted, '', 0);
    if (timeout?.aborted) throw new ApiError(TRANSPORT_ERROR_CODES.timeout, '', 0);
    // fetch rejects with a TypeError when no response arrives (offline, DNS, CORS, connection reset).
    throw new ApiError(TRANSPORT_ERROR_CODES.network, '', 0);
  }
}
