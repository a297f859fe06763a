// What the personal records store, checked before it is sent (spec §3 "Bank (fiat) account", §5 "number
// digits only", "IPv4 addresses must be valid", "each bound to at most 5 IPs, comma-separated"). Each
// rule answers what is wrong (null when nothing is), so the form shows the matching message and keeps
// what the user typed: nothing is rewritten behind the user's back.
import { isEmail, isIpv4, MAX_API_KEY_IPS } from '@/forms/formats';

/** A bank account number: digits only, 6 to 20 of them (our range: short local and long Indian numbers). */
export const BANK_ACCOUNT_DIGITS = { min: 6, max: 20 } as const;

export type BankAccountProblem = 'notDigits' | 'length' | null;

export function bankAccountProblem(value: string): BankAccountProblem {
  if (!/^[0-9]+$/.test(value)) return 'notDigits';
  return value.length < BANK_ACCOUNT_DIGITS.min || value.length > BANK_ACCOUNT_DIGITS.max ? 'length' : null;
}

/** A UPI ID `name@bank` (NPCI virtual payment address): no spaces anywhere, one @, a bank handle. */
const UPI = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export type UpiProblem = 'spaces' | 'format' | null;

export function upiProblem(value: string): UpiProblem {
  if (/\s/.test(value)) return 'spaces';
  return UPI.test(value) ? null : 'format';
}

/** A PayPal account is its email address (spec §5 "email must be valid"). */
export const paypalProblem = (value: string): 'email' | null => (isEmail(value) ? null : 'email');

export type IpListProblem = 'invalid' | 'tooMany' | 'duplicate' | null;

/** An API key's IPs (spec §5, §9): comma-separated valid IPv4 addresses, at most 5, none twice. */
export function ipListProblem(value: string): IpListProblem {
  const ips = value.split(',').map((ip) => ip.trim());
  if (!ips.every(isIpv4)) return 'invalid';
  if (ips.length > MAX_API_KEY_IPS) return 'tooMany';
  return new Set(ips).size === ips.length ? null : 'duplicate';
}

export type FiatProblem = 'format' | 'notListed' | 'taken' | null;

/** A fiat code as the contract sends it: lower case (AssetFiatSymbol); the user may type either case. */
export const fiatCodeOf = (typed: string) => typed.trim().toLowerCase();

/**
 * A bank card's fiat (spec §3, §5): a 3-letter code of the contract's fiat list (getFiatCoinList), in
 * either case, not already bound to a card. `listed` and `bound` are lower-case codes.
 */
export function fiatProblem(typed: string, listed: readonly string[], bound: readonly string[]): FiatProblem {
  if (!/^[A-Za-z]{3}$/.test(typed.trim())) return 'format';
  const code = fiatCodeOf(typed);
  if (bound.includes(code)) return 'taken';
  return listed.includes(code) ? null : 'notListed';
}
