import { describe, expect, it, vi } from 'vitest';
import { apiEvents } from '@/api/session-events';

describe('spec §8 events from the request layer', () => {
  it('delivers a payload to the handlers of that event only, until unsubscribed', () => {
    const expired = vi.fn();
    const failed = vi.fn();
    const off = apiEvents.on('sessionExpired', expired);
    const offFailed = apiEvents.on('googleVerifyFailed', failed);
    apiEvents.emit('sessionExpired', { code: 'UNAUTHORIZED', message: 'm' });
    expect(expired).toHaveBeenCalledWith({ code: 'UNAUTHORIZED', message: 'm' });
    expect(failed).not.toHaveBeenCalled();
    off();
    apiEvents.emit('sessionExpired', { code: 'UNAUTHORIZED', message: 'again' });
    expect(expired).toHaveBeenCalledTimes(1);
    offFailed();
  });

  it('keeps calling other handlers when one throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    const offBad = apiEvents.on('googleVerifyFailed', () => {
      throw new Error('listener bug');
    });
    const offGood = apiEvents.on('googleVerifyFailed', after);
    expect(() => apiEvents.emit('googleVerifyFailed', { message: 'Wrong code' })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ message: 'Wrong code' });
    offBad();
    offGood();
  });
});
