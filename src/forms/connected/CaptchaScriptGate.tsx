import { Group, Loader, Text } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@/api/runtime-config';
import type { CaptchaProvider } from '@/lib/captcha';
import { loadCaptchaScript } from '@/lib/captcha-script';
import { CaptchaFailed } from './CaptchaFailed';

type ScriptState = 'loading' | 'ready' | 'failed';

/**
 * Shows `children` once the vendor script of `provider` (runtime config captchaScripts) has loaded; a
 * failed load says so with a retry. The self-contained slider and a vendor without a URL need no script.
 */
export function CaptchaScriptGate({
  provider,
  children,
}: {
  provider: CaptchaProvider;
  children: ReactNode;
}) {
  const { t } = useTranslation('verification');
  const url = provider === 'self-contained-slider' ? undefined : getRuntimeConfig().captchaScripts[provider];
  const [state, setState] = useState<ScriptState>(url ? 'loading' : 'ready');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!url) return;
    let current = true;
    loadCaptchaScript(url).then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);

  if (state === 'ready') return children;
  if (state === 'loading')
    return (
      <Group gap="xs" h={40}>
        <Loader size="sm" />
        <Text size="sm">{t('captcha.loading')}</Text>
      </Group>
    );
  return (
    <CaptchaFailed
      onRetry={() => {
        setState('loading');
        setAttempt(attempt + 1);
      }}
    />
  );
}
