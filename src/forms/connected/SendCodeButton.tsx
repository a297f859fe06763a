import type { MantineSize } from '@mantine/core';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import type { CaptchaProvider, SolvedCaptcha } from '@/lib/captcha';
import { useSendCode } from '@/ui/use-send-code';

// The dialog (and the scroll area and popover parts under Mantine's Modal) loads with the first click, not
// with every form that has a code field.
const SecurityCheckDialog = lazy(() =>
  import('./SecurityCheckDialog').then((m) => ({ default: m.SecurityCheckDialog })),
);

export interface SendCodeButtonProps {
  /** The call that sends the code (the caller's generated mutation), given the security check's result. */
  onSend: (captcha: SolvedCaptcha) => Promise<unknown>;
  disabled?: boolean;
  /** When a code already went out (e.g. by a flow's previous step): the countdown starts from it. */
  sentAt?: number;
  /** Scene of a slider (type 1) captcha result. */
  scene?: string;
  /** Defaults to the runtime config's captchaProvider. */
  captchaProvider?: CaptchaProvider;
  size?: MantineSize;
  'data-testid'?: string;
}

/**
 * Spec §4/§5 code sender: a click opens the slider security check; once solved, `onSend` runs (the button
 * busy meanwhile); success starts the 90-second countdown ("Resend in 90 s") and then it is ready again; a
 * failure shows its message and it is ready at once. A disabled button ignores clicks.
 *
 * WCAG 4.1.3: one polite live region, always in the page, says what changed: the failure, "code sent, another
 * in 90 seconds" once when the countdown starts and "you can send again" once when it ends. The ticking number
 * is only in the (disabled) button's label, outside the region, so it is not read out every second.
 */
export function SendCodeButton(props: SendCodeButtonProps) {
  const { onSend, disabled = false, sentAt, scene, captchaProvider, size = 'sm' } = props;
  const { t } = useTranslation('verification');
  const { state, seconds, click, cancel, solved } = useSendCode(onSend, sentAt);
  const testId = props['data-testid'];
  const [checkShown, setCheckShown] = useState(false);
  if (state.status === 'verifying' && !checkShown) setCheckShown(true);
  const [shownStatus, setShownStatus] = useState(state.status);
  const [news, setNews] = useState('');
  if (state.status !== shownStatus) {
    setShownStatus(state.status);
    if (state.status === 'counting') setNews(t('sendCode.sentStatus', { seconds }));
    else if (shownStatus === 'counting' && state.status === 'ready') setNews(t('sendCode.readyStatus'));
    else setNews('');
  }

  const label =
    state.status === 'sending'
      ? t('sendCode.sending')
      : state.status === 'counting'
        ? t('sendCode.resend', { seconds })
        : t('sendCode.send');

  return (
    <Stack gap={0} align="flex-start">
      <Button
        variant="light"
        size={size}
        disabled={disabled || state.status !== 'ready'}
        loading={state.status === 'sending'}
        aria-busy={state.status === 'sending' || undefined}
        onClick={click}
        data-testid={testId}
      >
        {label}
      </Button>
      <div role="status" data-testid={testId && `${testId}-status`}>
        {state.status === 'ready' && state.failure && (
          <Text size="sm" c="red" mt={4} data-testid={testId && `${testId}-error`}>
            {describeApiError(state.failure.reason, (key) => t(key))}
          </Text>
        )}
        <VisuallyHidden>{news}</VisuallyHidden>
      </div>
      {checkShown && (
        <Suspense fallback={null}>
          <SecurityCheckDialog
            title={t('sendCode.securityCheck')}
            opened={state.status === 'verifying'}
            onCancel={cancel}
            onSolved={solved}
            scene={scene}
            provider={captchaProvider}
          />
        </Suspense>
      )}
    </Stack>
  );
}
