import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SliderCaptcha } from '@/forms/connected/SliderCaptcha';
import type { SolvedCaptcha } from '@/lib/captcha';

/** The security check's dialog (spec §5): the captcha while open; closing it cancels the check. */
export function CaptchaDialog({
  opened,
  onCancel,
  onSolved,
}: {
  opened: boolean;
  onCancel: () => void;
  onSolved: (result: SolvedCaptcha) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('captcha.title')} centered>
      {opened && <SliderCaptcha onSuccess={onSolved} />}
    </Modal>
  );
}
