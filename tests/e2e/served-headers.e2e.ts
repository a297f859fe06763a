// The app as deployed (scripts/nginx/app.conf, the e2e suite's server): every kind of answer carries the
// security headers, the policy refuses what an injected script would need, and no site can frame the app.
import { describe, expect, inject, it } from 'vitest';
import { newPage, POLICY_VIOLATION, sharedBrowser } from './browser';

const browser = sharedBrowser();
const baseURL = () => inject('baseURL');

async function answer(path: string, encoding = 'gzip'): Promise<Response> {
  return fetch(`${baseURL()}${path}`, { headers: { 'Accept-Encoding': encoding } });
}

/** A hashed asset the built index.html loads. */
async function entryScript(): Promise<string> {
  const html = await (await answer('/index.html')).text();
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html names no entry script');
  return src;
}

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...sources]) => [name, sources]),
  );

describe('security headers on every kind of path', () => {
  const paths = async () => [
    { path: '/en_US/assets/withdraw', cache: 'no-cache' }, // a route: index.html
    { path: '/zh_CN/investments', cache: 'no-cache' }, // a prerendered page
    { path: '/index.html', cache: 'no-cache' },
    { path: '/config.js', cache: 'no-cache' },
    { path: await entryScript(), cache: 'public, max-age=31536000, immutable' },
  ];

  it('sends the policy, nosniff, the referrer and permissions policies, and the cache rule of each', async () => {
    for (const { path, cache } of await paths()) {
      const { headers, status } = await answer(path);
      expect(status, path).toBe(200);
      expect(headers.get('cache-control'), path).toBe(cache);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toMatch(/(^|, )camera=\(/);
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      const policy = directives(headers.get('content-security-policy') ?? '');
      expect(policy.get('script-src'), path).toContain("'self'");
      expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src'), path).not.toContain("'unsafe-eval'");
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  it('keeps them on a missing asset, which is a 404 nobody caches for a year', async () => {
    const { headers, status } = await answer('/assets/missing-0000.js');
    expect(status).toBe(404);
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('cache-control')).toBeNull();
  });

  it('sends the precompressed brotli or gzip file of a hashed asset', async () => {
    const script = await entryScript();
    expect((await answer(script, 'br')).headers.get('content-encoding')).toBe('br');
    expect((await answer(script, 'gzip')).headers.get('content-encoding')).toBe('gzip');
  });
});

describe('the policy at work in the browser', () => {
  it('refuses an inline handler planted in a page, and the walker would see the violation', async () => {
    const tab = await newPage(browser());
    try {
      await tab.page.goto('/en_US');
      await tab.page.getByRole('heading', { level: 1 }).waitFor();
      const refused = tab.page.waitForEvent('console', (message) =>
        message.text().startsWith(POLICY_VIOLATION),
      );
      await tab.page.evaluate(() => {
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img src="/logo.svg" onload="window.__planted = true">',
        );
      });
      await refused;
      expect(tab.policyViolations).toEqual([expect.stringContaining('script-src-attr inline')]);
      expect(await tab.page.evaluate(() => 'planted' in window || '__planted' in window)).toBe(false);
    } finally {
      await tab.context.close();
    }
  });

  it('is not shown in a frame (frame-ancestors)', async () => {
    const tab = await newPage(browser());
    try {
      // A page framing the withdraw screen; 'none' refuses every framing page, this origin's own included.
      const framing = `${baseURL()}/framing-site`;
      await tab.page.route(framing, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<iframe src="/en_US/assets/withdraw"></iframe>',
        }),
      );
      // 'load' waits for the frame's navigation too, refused or not.
      await tab.page.goto(framing, { waitUntil: 'load' });
      const framed = tab.page.frames().find((frame) => frame !== tab.page.mainFrame());
      expect(framed).toBeDefined();
      // Allowed, the frame would hold the app's shell (#root is in index.html itself).
      expect(await framed?.locator('#root').count()).toBe(0);
    } finally {
      await tab.context.close();
    }
  });
});
