// The personal records' rules (spec §3, §5), each against an oracle written from the spec's words, both
// verdicts counted in every run.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankAccountProblem, fiatProblem, ipListProblem, upiProblem } from '@schemas/records/record-rules';

const DIGITS = '0123456789'.split('');
const seen = () => ({ yes: 0, no: 0 });
const count = (verdicts: { yes: number; no: number }, ok: boolean) => (verdicts[ok ? 'yes' : 'no'] += 1);

describe('bank account number (spec §5 "number digits only"; our range 6 to 20 digits)', () => {
  it('accepts exactly 6 to 20 digits', () => {
    const verdicts = seen();
    const chars = fc.constantFrom(...DIGITS, 'a', ' ', '-', 'O');
    fc.assert(
      fc.property(fc.array(chars, { minLength: 1, maxLength: 24 }), (parts) => {
        const value = parts.join('');
        const ok = parts.every((c) => DIGITS.includes(c)) && parts.length >= 6 && parts.length <= 20;
        count(verdicts, ok);
        expect(bankAccountProblem(value) === null).toBe(ok);
      }),
      { numRuns: 400 },
    );
    expect(verdicts.yes).toBeGreaterThan(0);
    expect(verdicts.no).toBeGreaterThan(0);
    expect(bankAccountProblem('abc')).toBe('notDigits');
  });
});

describe('UPI ID name@bank (never rewritten: a space is refused)', () => {
  it('refuses any whitespace with its own message, accepts name@bank', () => {
    const verdicts = seen();
    const name = fc.stringMatching(/^[a-z0-9.]{2,12}$/);
    const bank = fc.stringMatching(/^[a-z][a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(name, bank, fc.option(fc.nat({ max: 12 })), (user, handle, spaceAt) => {
        const clean = `${user}@${handle}`;
        const value = spaceAt === null ? clean : `${clean.slice(0, spaceAt)} ${clean.slice(spaceAt)}`;
        const ok = !value.includes(' ');
        count(verdicts, ok);
        expect(upiProblem(value)).toBe(ok ? null : 'spaces');
      }),
      { numRuns: 300 },
    );
    expect(verdicts.yes).toBeGreaterThan(0);
    expect(verdicts.no).toBeGreaterThan(0);
    expect(upiProblem('bad upi')).toBe('spaces');
    expect(upiProblem('badupi')).toBe('format');
  });
});

describe('API key IPs (spec §5: valid IPv4, at most 5 per key, comma-separated; no IP twice)', () => {
  it('accepts 1 to 5 distinct valid addresses', () => {
    const verdicts = seen();
    const ip = fc.oneof(
      fc.constantFrom('1.1.1.1', '10.0.0.1', '203.0.113.10', '192.168.1.1', '8.8.8.8'),
      fc.constantFrom('256.1.1.1', '1.1.1', '01.2.3.4', 'abc'),
    );
    const valid = (value: string) =>
      /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(value);
    fc.assert(
      fc.property(fc.array(ip, { minLength: 1, maxLength: 7 }), (ips) => {
        const ok = ips.every(valid) && ips.length <= 5 && new Set(ips).size === ips.length;
        count(verdicts, ok);
        expect(ipListProblem(ips.join(',')) === null).toBe(ok);
      }),
      { numRuns: 400 },
    );
    expect(verdicts.yes).toBeGreaterThan(0);
    expect(verdicts.no).toBeGreaterThan(0);
    expect(ipListProblem('1.1.1.1,1.1.1.1')).toBe('duplicate');
  });
});

describe('bank-card fiat (spec §3: a fiat of the list; §5: each fiat binds one card)', () => {
  it('accepts a listed, unbound code in either case', () => {
    const verdicts = seen();
    const listed = ['usd', 'cny', 'eur', 'hkd', 'sgd'];
    const bound = ['cny', 'inr'];
    const code = fc.constantFrom(...listed, 'inr', 'xyz', 'gbp');
    fc.assert(
      fc.property(code, fc.boolean(), (fiat, upper) => {
        const typed = upper ? fiat.toUpperCase() : fiat;
        const ok = listed.includes(fiat) && !bound.includes(fiat);
        count(verdicts, ok);
        expect(fiatProblem(typed, listed, bound) === null).toBe(ok);
      }),
      { numRuns: 200 },
    );
    expect(verdicts.yes).toBeGreaterThan(0);
    expect(verdicts.no).toBeGreaterThan(0);
    expect(fiatProblem('SGD', listed, [])).toBeNull();
    expect(fiatProblem('xyz', listed, [])).toBe('notListed');
  });
});
