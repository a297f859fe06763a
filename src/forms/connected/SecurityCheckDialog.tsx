import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaptchaProvider, SolvedCaptcha } from '@/lib/captcha';
import { SliderCaptcha } from './SliderCaptcha';

/** The slider security check before a code is sent (spec §5), in a dialog; closing it cancels the send. */
export function SecurityCheckDialog({
  opened,
  onCancel,
  onSolved,
  scene,
  provider,
}: {
  opened: boolean;
  onCancel: () => void;
  onSolved: (result: SolvedCaptcha) => void;
  scene?: string;
  provider?: CaptchaProvider;
}) {
  const { t } = useTranslation('verification');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('sendCode.securityCheck')} centered>
      <SliderCaptcha onSuccess={onSolved} scene={scene} provider={provider} />
    </Modal>
  );
}
