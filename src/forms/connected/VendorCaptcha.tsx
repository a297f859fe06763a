import { Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaStart } from '@generated/models';
import { getRuntimeConfig } from '@/api/runtime-config';
import type { ChallengeCaptchaResult, SliderCaptchaResult } from '@/lib/captcha';
import { mountGeetest, mountSliderVendor } from '@/lib/captcha-vendors';
import { CaptchaFailed } from './CaptchaFailed';

export type VendorCaptchaProps = { solved?: boolean } & (
  | { vendor: 'slider'; scene: string; onSuccess: (result: SliderCaptchaResult) => void }
  | { vendor: 'geetest'; start: CaptchaStart; onSuccess: (result: ChallengeCaptchaResult) => void }
);

/**
 * A real vendor's check (its script already loaded by CaptchaScriptGate), drawn by the vendor into a box of
 * ours: the slider vendor with the runtime config's app key and this check's scene, or geetest with the
 * challenge startCaptcha issued. A vendor that does not start, or reports an error, says so with a retry.
 */
export function VendorCaptcha(props: VendorCaptchaProps) {
  const { solved = false } = props;
  const { t, i18n } = useTranslation('verification');
  const boxId = `captcha-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const solveSlider = useEffectEvent((result: SliderCaptchaResult) => {
    if (props.vendor === 'slider') props.onSuccess(result);
  });
  const solveChallenge = useEffectEvent((result: ChallengeCaptchaResult) => {
    if (props.vendor === 'geetest') props.onSuccess(result);
  });
  const scene = props.vendor === 'slider' ? props.scene : undefined;
  const start = props.vendor === 'geetest' ? props.start : undefined;

  useEffect(() => {
    const element = box.current;
    if (solved || !element) return;
    element.replaceChildren();
    const onFailed = () => setFailed(true);
    if (start) return mountGeetest(element, start, i18n.language, { onSolved: solveChallenge, onFailed });
    const appKey = getRuntimeConfig().sliderCaptchaAppKey;
    mountSliderVendor(
      element,
      { appKey, scene: scene ?? '', language: i18n.language },
      { onSolved: solveSlider, onFailed },
    );
  }, [solved, attempt, scene, start, i18n.language]);

  if (solved)
    return (
      <Text size="sm" c="teal.8" role="status">
        <IconCircleCheck size={16} aria-hidden /> {t('captcha.verified')}
      </Text>
    );
  if (failed)
    return (
      <CaptchaFailed
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  return <div id={boxId} ref={box} data-testid="vendor-captcha" />;
}
