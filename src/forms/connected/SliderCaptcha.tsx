import { getRuntimeConfig } from '@/api/runtime-config';
import type { CaptchaProvider, SolvedCaptcha } from '@/lib/captcha';
import { DEFAULT_CAPTCHA_SCENE, sliderCaptchaResult } from '@/lib/captcha';
import { CaptchaScriptGate } from './CaptchaScriptGate';
import { ChallengeCaptcha } from './ChallengeCaptcha';
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
 * The security check of spec §5. 'self-contained-slider' (the mock's) and 'slider' are self-contained and answers with a type-1 result
 * (a random session id, so the mock accepts it); 'geetest' fetches a challenge from startCaptcha and answers
 * with a type-2 result (see ChallengeCaptcha for where a real provider's script plugs in).
 */
export function SliderCaptcha(props: SliderCaptchaProps) {
  const { onSuccess, scene = DEFAULT_CAPTCHA_SCENE, solved, disabled } = props;
  const provider = props.provider ?? getRuntimeConfig().captchaProvider;
  // A vendor's script loads here, the first time a captcha shows (runtime config captchaScripts).
  return (
    <CaptchaScriptGate provider={provider}>
      {provider === 'geetest' ? (
        <ChallengeCaptcha onSuccess={onSuccess} solved={solved} disabled={disabled} />
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
