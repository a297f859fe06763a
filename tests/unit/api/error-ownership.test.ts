import { describe, expect, it } from 'vitest';
import { ApiError, GOOGLE_VERIFY_FAILED, TRANSPORT_ERROR_CODES, UNAUTHORIZED } from '@/api/api-error';
import { needsErrorToast, TOASTS_ERRORS } from '@/api/error-ownership';

const serverBusy = new ApiError('SERVER_BUSY', 'Server busy', 200);
const network = new ApiError(TRANSPORT_ERROR_CODES.network, '', 0);

describe('spec §8: whose a failed call is to show', () => {
  it.each([
    ['no meta', undefined],
    ['meta of other things', { somethingElse: true }],
    ['an opt-in turned off', { toastsErrors: false }],
  ])('a call with %s: its screen shows it, no toast', (_name, meta) => {
    for (const error of [serverBusy, network, new Error('render'), 'thrown text'])
      expect(needsErrorToast(error, meta)).toBe(false);
  });

  it('a call with TOASTS_ERRORS: the app toasts its failure, whatever the kind', () => {
    for (const error of [serverBusy, network, new Error('render')])
      expect(needsErrorToast(error, TOASTS_ERRORS)).toBe(true);
  });

  it('UNAUTHORIZED and GOOGLE_VERIFY_FAILED have their own handling, opt-in or not', () => {
    for (const code of [UNAUTHORIZED, GOOGLE_VERIFY_FAILED]) {
      expect(needsErrorToast(new ApiError(code, 'm', 200), TOASTS_ERRORS)).toBe(false);
      expect(needsErrorToast(new ApiError(code, 'm', 200), undefined)).toBe(false);
    }
  });
});
