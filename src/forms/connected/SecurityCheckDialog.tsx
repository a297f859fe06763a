import { Modal } from '@mantine/core';
import type { CaptchaProvider, SolvedCaptcha } from '@/lib/captcha';
import { SliderCaptcha } from './SliderCaptcha';

/**
 * The slider security check of spec §5 in a dialog (before a code is sent, or before a protected submit):
 * the captcha while open, a fresh one each time it opens; closing the dialog cancels the check.
 */
export function SecurityCheckDialog({
  title,
  opened,
  onCancel,
  onSolved,
  scene,
  provider,
}: {
  /** The caller's translated title. */
  title: string;
  opened: boolean;
  onCancel: () => void;
  onSolved: (result: SolvedCaptcha) => void;
  scene?: string;
  provider?: CaptchaProvider;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      {opened && <SliderCaptcha onSuccess={onSolved} scene={scene} provider={provider} />}
    </Modal>
  );
}
