// The language cookie `lan` (spec §3) and its domain and lifetime rule (spec §9).
import Cookies from 'js-cookie';

export const LANGUAGE_COOKIE = 'lan';
export const COOKIE_EXPIRES_DAYS = 36500;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Spec §9: cookies go on the parent domain when the host has 3 or 4 parts
 * (www.example.com → .example.com, a.b.example.com → .b.example.com); otherwise (1, 2, 5+ parts,
 * IP addresses, localhost) they stay host-only and this returns undefined.
 */
export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost' || host.includes(':') || IPV4.test(host)) return undefined;
  const parts = host.split('.');
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  return `.${parts.slice(1).join('.')}`;
}

export function setLanguageCookie(language: string, hostname: string = window.location.hostname): void {
  const domain = cookieDomainFor(hostname);
  Cookies.set(LANGUAGE_COOKIE, language, {
    expires: COOKIE_EXPIRES_DAYS,
    path: '/',
    ...(domain ? { domain } : {}),
  });
}

export function getLanguageCookie(): string | undefined {
  return Cookies.get(LANGUAGE_COOKIE);
}
