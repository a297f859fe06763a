import type { CaptchaResult } from '@generated/models';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAPTCHA_SCENE,
  challengeCaptchaResult,
  isSolvedCaptcha,
  sliderCaptchaResult,
} from '@/lib/captcha';

// Spec §3 "Captcha result: verificationType 1 (slider: csessionid, sig, token, scene) or 2 (challenge,
// seccode, validate)"; the contract's CaptchaResult names the type-2 fields geetest_*.
const RUNS = { numRuns: 1000 };
const SLIDER = ['csessionid', 'sig', 'token', 'scene'];
const CHALLENGE = ['geetest_challenge', 'geetest_seccode', 'geetest_validate'];
const oracle = (value: Record<string, unknown>) => {
  const fields = value.verificationType === '1' ? SLIDER : value.verificationType === '2' ? CHALLENGE : null;
  return fields !== null && fields.every((f) => typeof value[f] === 'string' && value[f] !== '');
};

describe('spec §3 captcha result shapes', () => {
  it('the slider gives type 1 with a fresh random session id, signature, token and the scene', () => {
    const first: CaptchaResult = sliderCaptchaResult('nc_register', 1_700_000_000_000);
    const second = sliderCaptchaResult();
    expect(first).toMatchObject({ verificationType: '1', scene: 'nc_register' });
    expect(first.csessionid).toMatch(/^[0-9a-f]{32}$/);
    expect(first.sig).toMatch(/^[0-9a-f]{32}$/);
    expect(first.token).toBe(`nc_register:1700000000000:${first.csessionid}`);
    expect(second.scene).toBe(DEFAULT_CAPTCHA_SCENE);
    expect(second.csessionid).not.toBe(first.csessionid);
    expect(Object.keys(first).sort()).toEqual(['verificationType', ...SLIDER].sort());
  });

  it('the challenge gives type 2 built from the startCaptcha challenge', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 1 }),
        (challenge, validate) => {
          const result: CaptchaResult = challengeCaptchaResult({ challenge }, validate);
          expect(result).toEqual({
            verificationType: '2',
            geetest_challenge: challenge,
            geetest_validate: validate,
            geetest_seccode: `${validate}|jordan`,
          });
          expect(isSolvedCaptcha(result)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it('a result is complete only with every field of its type present and non-empty', () => {
    const field = fc.oneof(fc.constant(undefined), fc.constant(''), fc.string(), fc.integer());
    const candidate = fc.record(
      {
        verificationType: fc.constantFrom('1', '2', '3', 1, 2, undefined),
        ...Object.fromEntries([...SLIDER, ...CHALLENGE].map((f) => [f, field])),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(candidate, (value) => {
        expect(isSolvedCaptcha(value)).toBe(oracle(value));
      }),
      RUNS,
    );
    expect(isSolvedCaptcha(null)).toBe(false);
    expect(isSolvedCaptcha('1')).toBe(false);
    expect(isSolvedCaptcha(sliderCaptchaResult())).toBe(true);
  });
});
