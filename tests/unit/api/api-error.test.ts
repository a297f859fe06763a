import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '@/api/api-error';

describe('spec §8 typed ApiError', () => {
  it('carries code, server message, HTTP status and body', () => {
    const error = new ApiError('LOGIN_FORBIDDEN', 'Login forbidden', 200, { code: 'LOGIN_FORBIDDEN' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'LOGIN_FORBIDDEN',
      message: 'Login forbidden',
      httpStatus: 200,
      body: { code: 'LOGIN_FORBIDDEN' },
    });
  });

  it('isApiError tells it apart from other errors', () => {
    expect(isApiError(new ApiError('X', '', 0))).toBe(true);
    expect(isApiError(new Error('X'))).toBe(false);
    expect(isApiError({ code: 'X', message: '', httpStatus: 0 })).toBe(false);
  });
});
