import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { describeApiError, HTTP_MESSAGE_KEYS, type HttpMessageKey } from '@/api/describe-error';

const t = (key: HttpMessageKey) => `t(${key})`;

describe('spec §8 error texts', () => {
  it.each([
    ['NETWORK_ERROR', 'common:http.networkError'],
    ['REQUEST_ABORTED', 'common:http.aborted'],
    ['TIMEOUT', 'common:http.timeout'],
  ])('translates transport code %s to %s', (code, key) => {
    expect(describeApiError(new ApiError(code, '', 0), t)).toBe(`t(${key})`);
  });

  it('shows the server message for a server error', () => {
    expect(describeApiError(new ApiError('LOGIN_FORBIDDEN', 'Login forbidden', 200), t)).toBe(
      'Login forbidden',
    );
  });

  it('falls back to "server busy" for an error without a message', () => {
    expect(describeApiError(new ApiError('HTTP_502', '', 502), t)).toBe(`t(${HTTP_MESSAGE_KEYS.serverBusy})`);
    expect(describeApiError(new ApiError('BAD_RESPONSE', '', 200), t)).toBe('t(common:http.serverBusy)');
  });

  it('falls back to "server busy" for something that is not an ApiError', () => {
    expect(describeApiError(new Error('boom'), t)).toBe('t(common:http.serverBusy)');
    expect(describeApiError(undefined, t)).toBe('t(common:http.serverBusy)');
  });
});
