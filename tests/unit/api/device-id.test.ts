import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDeviceId } from '@/api/device-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('spec §7 device id header value', () => {
  it('is a UUID persisted in localStorage "deviceId" and stable across calls', () => {
    const first = getDeviceId();
    expect(first).toMatch(UUID);
    expect(window.localStorage.getItem('deviceId')).toBe(first);
    expect(getDeviceId()).toBe(first);
  });

  it('reuses an id stored by an earlier visit', () => {
    window.localStorage.setItem('deviceId', 'earlier-id');
    expect(getDeviceId()).toBe('earlier-id');
  });

  it('is still a UUID where crypto.randomUUID is missing (plain-http deployments)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => real.getRandomValues(array) });
    expect('randomUUID' in crypto).toBe(false);
    expect(getDeviceId()).toMatch(UUID);
  });

  it('stays stable for the page when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const first = getDeviceId();
    expect(first).toMatch(UUID);
    expect(getDeviceId()).toBe(first);
  });
});
