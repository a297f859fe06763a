import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_EXPIRES_DAYS,
  LANGUAGE_COOKIE,
  cookieDomainFor,
  getLanguageCookie,
  setLanguageCookie,
} from '@/lib/cookies';

const DAY_MS = 86_400_000;

/** Records the raw strings written to document.cookie (attributes included), still writing them. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

function attributes(raw: string): Record<string, string> {
  return Object.fromEntries(
    raw
      .split('; ')
      .slice(1)
      .map((part) => {
        const [name = '', ...rest] = part.split('=');
        return [name.toLowerCase(), rest.join('=')];
      }),
  );
}

afterEach(() => {
  Cookies.remove(LANGUAGE_COOKIE, { path: '/' });
});

describe('spec §9 cookie domain: parent domain when the host has 3 or 4 parts', () => {
  it.each([
    ['localhost', undefined],
    ['example', undefined],
    ['example.com', undefined],
    ['www.example.com', '.example.com'],
    ['a.b.example.com', '.b.example.com'],
    ['www.example.co.uk', '.example.co.uk'],
    ['a.b.c.example.com', undefined],
    ['a.b.c.d.example.com', undefined],
    ['192.168.1.10', undefined],
    ['10.0.0.1', undefined],
    ['[::1]', undefined],
    ['WWW.Example.COM', '.example.com'],
    ['www.example.com.', '.example.com'],
    ['', undefined],
  ])('cookieDomainFor(%j) → %j', (hostname, expected) => {
    expect(cookieDomainFor(hostname)).toBe(expected);
  });
});

describe('spec §3/§9 language cookie "lan"', () => {
  it('lasts about 36500 days on path / and is host-only on localhost', () => {
    const writes = recordCookieWrites();
    const before = Date.now();
    setLanguageCookie('zh_CN', 'localhost');
    expect(writes).toHaveLength(1);
    const raw = writes[0]!;
    expect(raw.startsWith('lan=zh_CN;')).toBe(true);
    const attrs = attributes(raw);
    expect(attrs.path).toBe('/');
    expect(attrs).not.toHaveProperty('domain');
    const expires = Date.parse(attrs.expires ?? '');
    expect(COOKIE_EXPIRES_DAYS).toBe(36500);
    expect(Math.abs(expires - (before + 36500 * DAY_MS))).toBeLessThan(DAY_MS);
    expect(getLanguageCookie()).toBe('zh_CN');
  });

  it('goes on the parent domain for a 3-part host', () => {
    const writes = recordCookieWrites();
    setLanguageCookie('en_US', 'www.example.com');
    expect(attributes(writes[0]!).domain).toBe('.example.com');
  });

  it('goes on the parent domain for a 4-part host', () => {
    const writes = recordCookieWrites();
    setLanguageCookie('en_US', 'app.invest.example.com');
    expect(attributes(writes[0]!).domain).toBe('.invest.example.com');
  });

  it('uses the page host by default (jsdom: localhost, so no domain)', () => {
    const writes = recordCookieWrites();
    setLanguageCookie('en_US');
    expect(attributes(writes[0]!)).not.toHaveProperty('domain');
    expect(getLanguageCookie()).toBe('en_US');
  });

  it('getLanguageCookie is undefined when nothing is stored', () => {
    expect(getLanguageCookie()).toBeUndefined();
  });
});
