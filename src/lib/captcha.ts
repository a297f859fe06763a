// Spec §3 "Captcha result: verificationType 1 (slider: csessionid, sig, token, scene) or 2 (challenge,
// seccode, validate)"; the shape is the contract's CaptchaResult (generated model), sent with the request
// the check protects. Spec §5: "A slider security check is required before requesting a verification code".
import type { CaptchaResult, CaptchaStart } from '@generated/models';
import { CaptchaResultVerificationType } from '@generated/models';

export type { CaptchaResult };

/** A real captcha vendor: 'slider' answers type 1, 'geetest' type 2; each loads its script (captcha-script.ts). */
export type VendorCaptchaProvider = 'slider' | 'geetest';

/** Which captcha the runtime config selects (RuntimeConfig.captchaProvider): a vendor, or
 * 'self-contained-slider', the mock's provider only (no vendor script; any result passes the mock). */
export type CaptchaProvider = 'self-contained-slider' | VendorCaptchaProvider;

export const SLIDER_VERIFICATION = CaptchaResultVerificationType.NUMBER_1;
export const CHALLENGE_VERIFICATION = CaptchaResultVerificationType.NUMBER_2;

/** The scene sent with a slider result when the caller names none. */
export const DEFAULT_CAPTCHA_SCENE = 'nc_message';

export interface SliderCaptchaResult extends CaptchaResult {
  verificationType: typeof SLIDER_VERIFICATION;
  csessionid: string;
  sig: string;
  token: string;
  scene: string;
}

export interface ChallengeCaptchaResult extends CaptchaResult {
  verificationType: typeof CHALLENGE_VERIFICATION;
  geetest_challenge: string;
  geetest_seccode: string;
  geetest_validate: string;
}

export type SolvedCaptcha = SliderCaptchaResult | ChallengeCaptchaResult;

/** `bytes` random bytes as lower-case hex (crypto.getRandomValues works outside secure contexts too). */
export function randomHex(bytes = 16): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/** A type-1 result from the self-contained slider: a fresh random session id and signature, and a token
 * joining scene, time and session (opaque to the server of the mock, which accepts any values). */
export function sliderCaptchaResult(
  scene: string = DEFAULT_CAPTCHA_SCENE,
  now = Date.now(),
): SliderCaptchaResult {
  const csessionid = randomHex();
  return {
    verificationType: SLIDER_VERIFICATION,
    csessionid,
    sig: randomHex(),
    token: `${scene}:${now}:${csessionid}`,
    scene,
  };
}

/** A type-2 result for the challenge startCaptcha issued. A real deployment takes validate and seccode from
 * the provider's script; without it, validate is random and seccode follows the provider's
 * `<validate>|jordan` form. */
export function challengeCaptchaResult(
  start: Pick<CaptchaStart, 'challenge'>,
  validate: string = randomHex(),
): ChallengeCaptchaResult {
  return {
    verificationType: CHALLENGE_VERIFICATION,
    geetest_challenge: start.challenge,
    geetest_validate: validate,
    geetest_seccode: `${validate}|jordan`,
  };
}

const SLIDER_FIELDS = ['csessionid', 'sig', 'token', 'scene'] as const;
const CHALLENGE_FIELDS = ['geetest_challenge', 'geetest_seccode', 'geetest_validate'] as const;

const filled = (record: Record<string, unknown>, fields: readonly string[]) =>
  fields.every((field) => typeof record[field] === 'string' && record[field] !== '');

/** A complete result of either type: every field of its type a non-empty string. */
export function isSolvedCaptcha(value: unknown): value is SolvedCaptcha {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (record.verificationType === SLIDER_VERIFICATION) return filled(record, SLIDER_FIELDS);
  if (record.verificationType === CHALLENGE_VERIFICATION) return filled(record, CHALLENGE_FIELDS);
  return false;
}
