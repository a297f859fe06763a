import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRequestLanguage } from '@/api/request-language';
import { clearToken, getToken, setToken } from '@/api/token-store';

afterEach(() => {
  delete document.documentElement.dataset.lang;
  vi.resetModules();
});

const decode = (value: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0))));

describe('spec §7 securityInfo (device fingerprint)', () => {
  it('is base64 JSON of coarse device traits', async () => {
    const { getSecurityInfo } = await import('@/api/fingerprint');
    expect(decode(getSecurityInfo())).toEqual({
      userAgent: navigator.userAgent,
      language: navigator.language,
      platform: navigator.platform,
      screen: `${window.screen.width}x${window.screen.height}`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      colorDepth: window.screen.colorDepth,
    });
  });

  it('is computed once per page', async () => {
    const { getSecurityInfo } = await import('@/api/fingerprint');
    const first = getSecurityInfo();
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('xx-XX');
    expect(getSecurityInfo()).toBe(first);
  });
});

/** A Worker that answers `answer` (or fails) on its own, and records what it was started with. */
function stubWorker(answer: { zone: string } | 'fails') {
  const started: URL[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent<string>) => void) | null = null;
    onerror: (() => void) | null = null;
    terminated = false;
    constructor(url: URL) {
      started.push(url);
      setTimeout(() => {
        if (answer === 'fails') this.onerror?.();
        else this.onmessage?.(new MessageEvent('message', { data: answer.zone }));
      });
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
}

describe('the time zone of securityInfo is read in a worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__timeZone;
  });

  it("takes the worker's answer, started from the time-zone worker module", async () => {
    const started = stubWorker({ zone: 'Asia/Singapore' });
    const { loadTimeZone, getSecurityInfo } = await import('@/api/fingerprint');
    await loadTimeZone();
    expect(started).toHaveLength(1);
    expect(String(started[0])).toMatch(/time-zone\.worker/);
    expect(decode(getSecurityInfo()).timezone).toBe('Asia/Singapore');
    await loadTimeZone();
    expect(started).toHaveLength(1);
  });

  it("takes the zone of the worker the page's loader started, and starts none of its own", async () => {
    const started = stubWorker({ zone: 'Asia/Singapore' });
    const { loadTimeZone, getSecurityInfo, timeZoneStarter } = await import('@/api/fingerprint');
    // The loader's inline script, as a prerendered page runs it.
    new Function(timeZoneStarter('/assets/time-zone.worker-abc.js'))();
    expect(started.map(String)).toEqual(['/assets/time-zone.worker-abc.js']);
    await loadTimeZone();
    expect(started).toHaveLength(1);
    expect(decode(getSecurityInfo()).timezone).toBe('Asia/Singapore');
  });

  it("reads it on the page when the loader's worker fails", async () => {
    stubWorker('fails');
    const { loadTimeZone, getSecurityInfo, timeZoneStarter } = await import('@/api/fingerprint');
    new Function(timeZoneStarter('/assets/time-zone.worker-abc.js'))();
    await loadTimeZone();
    expect(decode(getSecurityInfo()).timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('reads it on the page when the worker fails', async () => {
    stubWorker('fails');
    const { loadTimeZone, getSecurityInfo } = await import('@/api/fingerprint');
    await loadTimeZone();
    expect(decode(getSecurityInfo()).timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('spec §7 language header value', () => {
  it('defaults to zh_CN', () => {
    // The i18n module (loaded by the test setup) marks the page's language; spec §7 is about none set.
    delete document.documentElement.dataset.lang;
    expect(getRequestLanguage()).toBe('zh_CN');
  });

  it('follows the language the i18n module mirrors into <html data-lang>', () => {
    document.documentElement.dataset.lang = 'en_US';
    expect(getRequestLanguage()).toBe('en_US');
  });
});

describe('token store (localStorage "token")', () => {
  it('sets, reads and clears the token', () => {
    expect(getToken()).toBeNull();
    setToken('abc');
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeNull();
  });
});
