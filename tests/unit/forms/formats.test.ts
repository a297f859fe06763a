import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import {
  customFormats,
  formValidator,
  isCode6,
  isEmail,
  isLoginAccount,
  isPassword,
  isPhone,
  isSimplePassword,
} from '@/forms/formats';

// Oracles written from the wording of spec §5, independently of the regexes under test.
const DIGITS = '0123456789';
const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ATEXT = `${LATIN}${DIGITS}!#$%&'*+/=?^_\`{|}~-`;
const chars = (s: string) => [...s];
const allIn = (s: string, set: string) => chars(s).every((c) => set.includes(c));

const simplePassword = (s: string) => chars(s).length >= 8 && chars(s).length <= 20;
const oracle = {
  code6: (s: string) => chars(s).length === 6 && allIn(s, DIGITS),
  simplePassword,
  password: (s: string) =>
    simplePassword(s) && chars(s).some((c) => DIGITS.includes(c)) && chars(s).some((c) => LATIN.includes(c)),
  phone: (s: string) => {
    const body = s.startsWith('+') ? s.slice(1) : s;
    return body.length >= 7 && allIn(body, DIGITS);
  },
  email: (s: string) => {
    const parts = s.split('@');
    if (parts.length !== 2) return false;
    const [local = '', domain = ''] = parts;
    const atomsOk = local.split('.').every((atom) => atom.length > 0 && allIn(atom, ATEXT));
    const labels = domain.split('.');
    const labelOk = (l: string) =>
      l.length > 0 && allIn(l, `${LATIN}${DIGITS}-`) && !l.startsWith('-') && !l.endsWith('-');
    return atomsOk && labels.length >= 2 && labels.every(labelOk);
  },
};
const oracleAccount = (s: string) => oracle.phone(s) || oracle.email(s);

const RUNS = { numRuns: 1000 };
// A small alphabet makes boundaries (lengths, + and @ placement, dots) likely; '中' and an astral
// emoji check that lengths count characters, not UTF-16 units.
const tricky = fc.constantFrom(...'0123456789aZ+@.-_ \n中😀'.split(/(?:)/u));
const anyString = fc.string({ unit: tricky, maxLength: 24 });
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength: min, maxLength: max });
const phoneLike = fc
  .tuple(fc.constantFrom('', '+', '++', ' '), digits(4, 16), fc.constantFrom('', '', '', 'a', '-', ' '))
  .map(([prefix, body, suffix]) => `${prefix}${body}${suffix}`);
const label = fc.string({ unit: fc.constantFrom(...'ab9-'), minLength: 0, maxLength: 5 });
const emailLike = fc
  .tuple(
    fc.array(fc.string({ unit: fc.constantFrom(...'aZ0.+_!'), maxLength: 4 }), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.constantFrom('@', '@', '@', '', '@@'),
    fc.array(label, { minLength: 1, maxLength: 4 }),
  )
  .map(([local, at, domain]) => `${local.join('.')}${at}${domain.join('.')}`);
// Lengths spread evenly over 5..23 so the 8 and 20 boundaries are hit often.
const passwordLike = fc
  .integer({ min: 5, max: 23 })
  .chain((n) =>
    fc.string({ unit: fc.constantFrom(...'a1Z9 #中😀'.split(/(?:)/u)), minLength: n, maxLength: n }),
  );

describe('spec §5 validation formats match their oracles', () => {
  const cases = [
    ['code6', isCode6, oracle.code6, fc.oneof(anyString, digits(4, 8))],
    ['password', isPassword, oracle.password, fc.oneof(anyString, passwordLike)],
    ['simple-password', isSimplePassword, oracle.simplePassword, fc.oneof(anyString, passwordLike)],
    ['phone', isPhone, oracle.phone, fc.oneof(anyString, phoneLike)],
    ['email', isEmail, oracle.email, fc.oneof(anyString, emailLike)],
    ['login-account', isLoginAccount, oracleAccount, fc.oneof(anyString, phoneLike, emailLike)],
  ] as const;

  for (const [name, predicate, expected, arbitrary] of cases) {
    it(`${name}: predicate agrees with the oracle (1000 runs)`, () => {
      fc.assert(
        fc.property(arbitrary, (s) => predicate(s) === expected(s)),
        RUNS,
      );
    });

    it(`${name}: the generator yields both valid and invalid values`, () => {
      const verdicts = new Set(fc.sample(arbitrary, { numRuns: 1000, seed: 42 }).map(expected));
      expect(verdicts).toEqual(new Set([true, false]));
    });
  }
});

describe('spec §5 password: 8–20 characters, at least one digit and one letter', () => {
  it.each([
    ['abc1234', false], // 7
    ['abc12345', true], // 8
    ['abcdefghij1234567890', true], // 20
    ['abcdefghij12345678901', false], // 21
    ['abcdefghij', false], // letters only
    ['1234567890', false], // digits only
    ['密码密码密码1a', true], // 8 characters, non-Latin allowed besides
    ['😀😀😀😀😀😀1a', true], // astral characters count once
  ])('%s → %s', (value, valid) => {
    expect(isPassword(value)).toBe(valid);
  });

  it.each([
    ['1234567', false],
    ['12345678', true],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['        ', true],
  ])('simple-password %j → %s', (value, valid) => {
    expect(isSimplePassword(value)).toBe(valid);
  });
});

describe('spec §5 verification code: exactly 6 digits', () => {
  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['123456\n', false],
    ['１２３４５６', false], // full-width digits are not digits here
  ])('%j → %s', (value, valid) => {
    expect(isCode6(value)).toBe(valid);
  });
});

describe('spec §5 login account: email or phone (at least 7 digits)', () => {
  it.each([
    ['+8613800138000', true],
    ['a@b.co', true],
    ['1234567', true],
    ['123456', false], // 6 digits
    ['+123456', false],
    ['foo', false],
    ['++1234567', false],
    ['123 4567', false],
    ['a@b', false],
    ['a@@b.co', false],
    ['a.@b.co', false],
  ])('%s → %s', (value, valid) => {
    expect(isLoginAccount(value)).toBe(valid);
  });
});

describe('formValidator uses the custom formats', () => {
  const validates = (format: string, value: string) =>
    formValidator.isValid({ type: 'string', format }, value, { type: 'string', format });

  it.each([
    ['login-account', '+8613800138000', true],
    ['login-account', '123456', false],
    // ajv-formats treats "password" as always valid; ours must win.
    ['password', 'abcdefgh', false],
    ['password', 'abcd1234', true],
    ['simple-password', 'short', false],
    ['code6', '12a456', false],
    ['code6', '654321', true],
  ])('%s %j → %s', (format, value, valid) => {
    expect(validates(format, value)).toBe(valid);
  });

  it('registers every named format of spec §5, each with a message in both languages', () => {
    expect(Object.keys(customFormats).sort()).toEqual([
      'code6',
      'digits',
      'email',
      'ip-list',
      'ipv4',
      'lenient-email',
      'login-account',
      'nickname',
      'password',
      'phone',
      'positive-integer',
      'safe-text',
      'simple-password',
      'transfer-recipient',
    ]);
    for (const language of ['en_US', 'zh_CN']) {
      for (const name of Object.keys(customFormats)) {
        expect(i18n.exists(`forms:errors.format.${name}`, { lng: language }), `${language} ${name}`).toBe(
          true,
        );
      }
    }
  });

  it('reports a failed custom format as a format error naming the format', () => {
    const { errors } = formValidator.validateFormData(
      { code: '12' },
      {
        type: 'object',
        properties: { code: { type: 'string', format: 'code6' } },
      },
    );
    expect(errors).toMatchObject([{ name: 'format', property: '.code', params: { format: 'code6' } }]);
  });
});
