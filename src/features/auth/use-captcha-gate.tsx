import { Modal } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/api-error';
import { SliderCaptcha } from '@/forms/connected/SliderCaptcha';
import type { SolvedCaptcha } from '@/lib/captcha';

export const CAPTCHA_CANCELLED = 'CAPTCHA_CANCELLED';

interface Pending {
  resolve: (result: SolvedCaptcha) => void;
  reject: (error: unknown) => void;
}

/**
 * The security check a submit runs before its call (spec §5): `check()` opens the captcha in a dialog and
 * resolves with its result; closing the dialog rejects with a message the form shows. Render `dialog`.
 */
export function useCaptchaGate() {
  const { t } = useTranslation('auth');
  const pending = useRef<Pending | null>(null);
  const [open, setOpen] = useState(false);

  const check = () =>
    new Promise<SolvedCaptcha>((resolve, reject) => {
      pending.current = { resolve, reject };
      setOpen(true);
    });

  const settle = (outcome: { result: SolvedCaptcha } | { error: unknown }) => {
    const current = pending.current;
    pending.current = null;
    setOpen(false);
    if (!current) return;
    if ('result' in outcome) current.resolve(outcome.result);
    else current.reject(outcome.error);
  };

  const dialog = (
    <Modal
      opened={open}
      onClose={() => settle({ error: new ApiError(CAPTCHA_CANCELLED, t('captcha.cancelled'), 0) })}
      title={t('captcha.title')}
      centered
    >
      {open && <SliderCaptcha onSuccess={(result) => settle({ result })} />}
    </Modal>
  );
  return { check, dialog };
}
