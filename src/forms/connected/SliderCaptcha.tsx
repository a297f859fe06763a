import { getRuntimeConfig } from '@/api/runtime-config';
import type { CaptchaProvider, SolvedCaptcha } from '@/lib/captcha';
import { DEFAULT_CAPTCHA_SCENE, sliderCaptchaResult } from '@/lib/captcha';
import { CaptchaScriptGate } from './CaptchaScriptGate';
import { ChallengeCaptcha } from './ChallengeCaptcha';
import { VendorCaptcha } from './VendorCaptcha';
import { SliderCheck } from '@/ui/SliderCheck';

export type { CaptchaResult, SolvedCaptcha } from '@/lib/captcha';

export interface SliderCaptchaProps {
  /** Called with the result to send with the protected request (spec §3 "Captcha result"). */
  onSuccess: (result: SolvedCaptcha) => void;
  /** Scene of a slider (type 1) result. */
  scene?: string;
  /** Defaults to the runtime config's captchaProvider. */
  provider?: CaptchaProvider;
  /** Show as solved (e.g. a form field that already holds a result). */
  solved?: boolean;
  disabled?: boolean;
}

/**
 * The security check of spec §5. 'slider' with its script configured is the vendor's slider (type-1 result
 * with the vendor's session id, signature and token); 'geetest' fetches a challenge from startCaptcha and
 * answers with the vendor's type-2 result (ChallengeCaptcha). 'self-contained-slider', the mock's provider,
 * and a vendor without a script URL show our own slider, whose stand-in results only the mock accepts.
 */
export function SliderCaptcha(props: SliderCaptchaProps) {
  const { onSuccess, scene = DEFAULT_CAPTCHA_SCENE, solved, disabled } = props;
  const provider = props.provider ?? getRuntimeConfig().captchaProvider;
  const vendorSlider = provider === 'slider' && !!getRuntimeConfig().captchaScripts.slider;
  // A vendor's script loads here, the first time a captcha shows (runtime config captchaScripts).
  return (
    <CaptchaScriptGate provider={provider}>
      {provider === 'geetest' ? (
        <ChallengeCaptcha onSuccess={onSuccess} solved={solved} disabled={disabled} />
      ) : vendorSlider ? (
        <VendorCaptcha vendor="slider" scene={scene} onSuccess={onSuccess} solved={solved} />
      ) : (
        <SliderCheck
          solved={solved}
          disabled={disabled}
          onSolved={() => onSuccess(sliderCaptchaResult(scene))}
        />
      )}
    </CaptchaScriptGate>
  );
}
