import { afterEach, describe, expect, it } from 'vitest';
import { loadCaptchaScript, resetCaptchaScripts } from '@/lib/captcha-script';

const URL_A = 'https://captcha.example.com/vendor.js';

const injected = (url: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[data-captcha-script]')].filter(
    (script) => script.src === url,
  );

afterEach(() => {
  resetCaptchaScripts();
  document.head.querySelectorAll('script[data-captcha-script]').forEach((script) => script.remove());
});

describe('captcha vendor script loader (captcha: loaded lazily, once)', () => {
  it('injects one <script> however often it is asked, and resolves on load', async () => {
    const first = loadCaptchaScript(URL_A);
    const second = loadCaptchaScript(URL_A);
    expect(second).toBe(first);
    expect(injected(URL_A)).toHaveLength(1);
    injected(URL_A)[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(loadCaptchaScript(URL_A)).resolves.toBeUndefined();
    expect(injected(URL_A)).toHaveLength(1);
  });

  it('rejects when the script fails, and a retry injects it afresh', async () => {
    const failed = loadCaptchaScript(URL_A);
    injected(URL_A)[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/failed to load/);
    expect(injected(URL_A)).toHaveLength(0);
    const retry = loadCaptchaScript(URL_A);
    expect(retry).not.toBe(failed);
    expect(injected(URL_A)).toHaveLength(1);
  });
});
