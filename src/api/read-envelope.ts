import { ApiError, BAD_RESPONSE, GOOGLE_VERIFY_FAILED, UNAUTHORIZED } from './api-error';
import type { RawResponse } from './send-request';
import { apiEvents } from './session-events';

// The envelope {code, message, data}; older calls answer {code: "0", msg, data} (api-family.md).
export type Envelope = Record<string, unknown>;

const SUCCESS_CODES = new Set(['SUCCESS', '0']);

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Envelope)
      : undefined;
  } catch {
    return undefined;
  }
}

function codeOf(body: Envelope | undefined): string | undefined {
  const code = body?.code;
  return code === undefined || code === null || code === '' ? undefined : String(code);
}

function messageOf(body: Envelope | undefined): string {
  const message = body?.message ?? body?.msg;
  return typeof message === 'string' ? message : '';
}

/**
 * Applies spec §8 to a response: returns the whole envelope on success (or when it has no code, which is
 * logged); otherwise emits the matching event and throws ApiError. `label` names the call in logs.
 */
export function readEnvelope({ status, ok, text }: RawResponse, label: string): Envelope {
  const body = parseEnvelope(text);
  const code = codeOf(body);
  const message = messageOf(body);

  if (status === 401 || code === UNAUTHORIZED) {
    apiEvents.emit('sessionExpired', { code: UNAUTHORIZED, message });
    throw new ApiError(UNAUTHORIZED, message, status, body);
  }
  if (!ok) {
    // A gateway error page is not JSON: the status is all there is to report.
    const error = new ApiError(code ?? `HTTP_${status}`, message, status, body);
    if (code === GOOGLE_VERIFY_FAILED) apiEvents.emit('googleVerifyFailed', { message });
    else console.warn(`[api] ${label} failed with HTTP ${status}`, error.code, message);
    throw error;
  }
  if (!body) {
    console.warn(`[api] ${label} answered a body that is not a JSON envelope`);
    throw new ApiError(BAD_RESPONSE, '', status);
  }
  if (code === undefined) {
    console.warn(`[api] ${label} answered without a code`);
    return body;
  }
  if (SUCCESS_CODES.has(code)) return body;

  // The caller shows it, or the app-level toast does (src/api/error-ownership.ts, spec §8).
  console.warn(`[api] ${label} answered code ${code}`, message);
  throw new ApiError(code, message, status, body);
}
