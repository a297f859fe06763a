import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useStartCaptcha } from '@generated/hooks/common/common';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import type { ChallengeCaptchaResult } from '@/lib/captcha';
import { challengeCaptchaResult } from '@/lib/captcha';
import { SliderCheck } from '@/ui/SliderCheck';
import { getRuntimeConfig } from '@/api/runtime-config';
import { VendorCaptcha } from './VendorCaptcha';

export interface ChallengeCaptchaProps {
  onSuccess: (result: ChallengeCaptchaResult) => void;
  solved?: boolean;
  disabled?: boolean;
}

/**
 * The challenge (geetest) provider: asks startCaptcha for a challenge, then answers with the type-2 shape.
 * With geetest's script configured (runtime config captchaScripts.geetest) the vendor's check runs with
 * `gt` and `challenge`; without it (the mock) our slider stands in, with challengeCaptchaResult's values.
 */
export function ChallengeCaptcha({ onSuccess, solved, disabled }: ChallengeCaptchaProps) {
  const { t } = useTranslation('verification');
  // A challenge is good for one answer: fetch a fresh one each time this mounts, never from the cache.
  const query = useStartCaptcha({}, { query: { gcTime: 0, staleTime: 0, refetchOnWindowFocus: false } });

  if (query.isPending) {
    return (
      <Group gap="xs" h={40}>
        <Loader size="sm" />
        <Text size="sm">{t('captcha.loading')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="red" role="alert">
          {describeApiError(query.error, (key) => t(key))}
        </Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('captcha.retry')}
        </Button>
      </Stack>
    );
  }
  const start = query.data.data;
  if (getRuntimeConfig().captchaScripts.geetest)
    return <VendorCaptcha vendor="geetest" start={start} onSuccess={onSuccess} solved={solved} />;
  return (
    <SliderCheck
      solved={solved}
      disabled={disabled}
      onSolved={() => onSuccess(challengeCaptchaResult(start))}
    />
  );
}
