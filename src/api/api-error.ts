// Transport failures carry no server message; describeApiError turns their codes into translated text.
export const TRANSPORT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  aborted: 'REQUEST_ABORTED',
  timeout: 'TIMEOUT',
} as const;

export const UNAUTHORIZED = 'UNAUTHORIZED';
export const GOOGLE_VERIFY_FAILED = 'GOOGLE_VERIFY_FAILED';
export const BAD_RESPONSE = 'BAD_RESPONSE';

/**
 * A failed call: `code` is the envelope's code (or a transport/HTTP code such as 'NETWORK_ERROR',
 * 'BAD_RESPONSE', 'HTTP_502'), `message` the server's message ('' when there is none), `httpStatus` the
 * HTTP status (0 when no response arrived) and `body` the parsed response body, if any.
 */
export class ApiError<B = unknown> extends Error {
  readonly code: string;
  readonly httpStatus: number;
  readonly body: B | undefined;

  constructor(code: string, message: string, httpStatus: number, body?: B) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.body = body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
