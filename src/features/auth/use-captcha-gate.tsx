import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/api-error';
import type { SolvedCaptcha } from '@/lib/captcha';

// The dialog and the captcha load with the first check, not with the form that may never need one.
const SecurityCheckDialog = lazy(() =>
  import('@/forms/connected/SecurityCheckDialog').then((m) => ({ default: m.SecurityCheckDialog })),
);

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
  const [checked, setChecked] = useState(false);

  const check = () =>
    new Promise<SolvedCaptcha>((resolve, reject) => {
      pending.current = { resolve, reject };
      setChecked(true);
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

  const dialog = checked && (
    <Suspense fallback={null}>
      <SecurityCheckDialog
        title={t('captcha.title')}
        opened={open}
        onCancel={() => settle({ error: new ApiError(CAPTCHA_CANCELLED, t('captcha.cancelled'), 0) })}
        onSolved={(result) => settle({ result })}
      />
    </Suspense>
  );
  return { check, dialog };
}
