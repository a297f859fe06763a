// The captcha vendors' browser APIs, once their scripts have loaded (captcha-script.ts), turned into the
// results the contract takes (spec §3 "Captcha result"): Alibaba Cloud NoCaptcha for the slider (type 1:
// csessionid, sig, token, scene) and geetest v3 for the challenge (type 2).
import type { CaptchaStart } from '@generated/models';
import {
  CHALLENGE_VERIFICATION,
  type ChallengeCaptchaResult,
  SLIDER_VERIFICATION,
  type SliderCaptchaResult,
} from './captcha';

interface NoCaptchaSuccess {
  sessionId: string;
  sig: string;
  token: string;
}

interface NoCaptchaOptions {
  appkey: string;
  scene: string;
  renderTo: string;
  language: 'cn' | 'en';
  success: (data: NoCaptchaSuccess) => void;
  fail: (code: unknown) => void;
  error: (code: unknown) => void;
}

interface GeetestValidate {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

interface GeetestCaptcha {
  appendTo: (element: HTMLElement) => void;
  onSuccess: (callback: () => void) => void;
  onError: (callback: () => void) => void;
  getValidate: () => GeetestValidate | false;
  destroy?: () => void;
}

interface GeetestOptions {
  gt: string;
  challenge: string;
  offline: boolean;
  new_captcha: boolean;
  product: 'float';
  lang: 'zh-cn' | 'en';
  width: string;
}

declare global {
  interface Window {
    AWSC?: {
      use: (
        module: 'nc',
        ready: (state: unknown, nc: { init: (o: NoCaptchaOptions) => unknown }) => void,
      ) => void;
    };
    initGeetest?: (options: GeetestOptions, ready: (captcha: GeetestCaptcha) => void) => void;
  }
}

export interface VendorCallbacks<R> {
  onSolved: (result: R) => void;
  /** The vendor is missing (its script defines no API) or reported an error. */
  onFailed: () => void;
}

/** Renders the slider vendor into `element` (it needs an id); its success is a type-1 result. */
export function mountSliderVendor(
  element: HTMLElement,
  { appKey, scene, language }: { appKey: string; scene: string; language: string },
  { onSolved, onFailed }: VendorCallbacks<SliderCaptchaResult>,
): void {
  if (!window.AWSC) return onFailed();
  window.AWSC.use('nc', (_state, nc) => {
    nc.init({
      appkey: appKey,
      scene,
      renderTo: element.id,
      language: language === 'zh_CN' ? 'cn' : 'en',
      success: ({ sessionId, sig, token }) =>
        onSolved({ verificationType: SLIDER_VERIFICATION, csessionid: sessionId, sig, token, scene }),
      // A failed slide is retried inside the widget; only a vendor error is ours to show.
      fail: () => undefined,
      error: () => onFailed(),
    });
  });
}

/** Renders geetest into `element` for the challenge startCaptcha issued; its success is a type-2 result. */
export function mountGeetest(
  element: HTMLElement,
  start: CaptchaStart,
  language: string,
  { onSolved, onFailed }: VendorCallbacks<ChallengeCaptchaResult>,
): () => void {
  if (!window.initGeetest) {
    onFailed();
    return () => undefined;
  }
  let captcha: GeetestCaptcha | undefined;
  let live = true;
  window.initGeetest(
    {
      gt: start.gt,
      challenge: start.challenge,
      // startCaptcha's `success` 0 means the vendor's servers are down: geetest then runs offline.
      offline: Number(start.success) !== 1,
      new_captcha: true,
      product: 'float',
      lang: language === 'zh_CN' ? 'zh-cn' : 'en',
      width: '100%',
    },
    (ready) => {
      if (!live) return ready.destroy?.();
      captcha = ready;
      ready.appendTo(element);
      ready.onSuccess(() => {
        const validate = ready.getValidate();
        if (validate) onSolved({ verificationType: CHALLENGE_VERIFICATION, ...validate });
      });
      ready.onError(onFailed);
    },
  );
  return () => {
    live = false;
    captcha?.destroy?.();
  };
}
