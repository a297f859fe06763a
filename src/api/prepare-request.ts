import type { OperationMeta } from '@generated/operations';
import { getDeviceId } from './device-id';
import { getSecurityInfo } from './fingerprint';
import { getRequestLanguage } from './request-language';
import type { RuntimeConfig } from './runtime-config';
import { getThinMode, preferHeader } from './scenario';
import { getToken } from './token-store';
import { formatUaTime } from './ua-time';

// Header names of spec §7 (token, client=pc, language, device id), in the family's lower-case style.
export const REQUEST_HEADERS = {
  token: 'token',
  client: 'client',
  language: 'language',
  deviceId: 'device-id',
  prefer: 'Prefer',
  /** The mock's thin mode (scripts/lib/thin-answers.mjs THIN_HEADER), QA switch on only. */
  mockThin: 'x-mock-thin',
} as const;

export const CLIENT_TYPE = 'pc';
const JSON_TYPE = 'application/json';
const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

export interface PreparedRequest {
  url: string;
  init: RequestInit;
}

function joinUrl(base: string, url: string): string {
  return base.replace(/\/+$/, '') + (url.startsWith('/') ? url : `/${url}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function setIfAbsent(headers: Headers, name: string, value: string | null | undefined): void {
  if (value && !headers.has(name)) headers.set(name, value);
}

// spec §7: every JSON body carries uaTime and securityInfo, except on the payment path
// (meta.securityInfo false), which is sent exactly as the caller built it.
function prepareBody(method: string, body: RequestInit['body'], headers: Headers, meta?: OperationMeta) {
  if (BODYLESS_METHODS.has(method)) return body;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    // The browser must write the multipart content type itself (it carries the boundary).
    headers.delete('Content-Type');
    return body;
  }
  if (meta?.securityInfo === false) return body;
  let fields: Record<string, unknown>;
  if (body === undefined || body === null) fields = {};
  else if (typeof body !== 'string') return body;
  else {
    try {
      const parsed: unknown = JSON.parse(body);
      if (!isPlainObject(parsed)) return body;
      fields = parsed;
    } catch {
      return body;
    }
  }
  setIfAbsent(headers, 'Content-Type', JSON_TYPE);
  return JSON.stringify({ uaTime: formatUaTime(), securityInfo: getSecurityInfo(), ...fields });
}

/** URL with the host prefix of the operation's host type (unknown operations: web), headers and body. */
export function prepareRequest(
  url: string,
  init: RequestInit & { method: string },
  meta: OperationMeta | undefined,
  config: RuntimeConfig,
): PreparedRequest {
  const headers = new Headers(init.headers);
  setIfAbsent(headers, REQUEST_HEADERS.token, getToken());
  setIfAbsent(headers, REQUEST_HEADERS.client, CLIENT_TYPE);
  setIfAbsent(headers, REQUEST_HEADERS.language, getRequestLanguage());
  setIfAbsent(headers, REQUEST_HEADERS.deviceId, getDeviceId());
  if (config.qaScenarios && meta)
    setIfAbsent(headers, REQUEST_HEADERS.prefer, preferHeader(meta.operationId));
  if (config.qaScenarios) setIfAbsent(headers, REQUEST_HEADERS.mockThin, getThinMode());

  const body = prepareBody(init.method, init.body, headers, meta);
  return {
    url: joinUrl(config.hosts[meta?.host ?? 'web'], url),
    init: { ...init, headers, body },
  };
}
