import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { READABLE_ALERT } from '@/ui/alert-styles';

/** Spec §8: "the screen exits automatically after some seconds" once withdrawals freeze. */
export const EXIT_SECONDS = 5;

/** Withdrawals frozen after the last wrong identity answer; the screen leaves by itself. */
export function Frozen({ hours, onExit }: { hours?: number; onExit: () => void }) {
  const { t } = useTranslation('withdraw');
  const [seconds, setSeconds] = useState(EXIT_SECONDS);
  const exit = useRef(onExit);
  useEffect(() => {
    exit.current = onExit;
  }, [onExit]);
  useEffect(() => {
    if (seconds <= 0) {
      exit.current();
      return;
    }
    const timer = setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return (
    <Alert
      color="red"
      styles={READABLE_ALERT}
      title={t('identity.frozenTitle')}
      role="alert"
      data-testid="identity-frozen"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {hours === undefined ? t('identity.frozenBody') : t('identity.frozenHours', { hours })}
        </Text>
        <Text size="sm">{t('identity.exiting', { seconds })}</Text>
        <Button size="xs" variant="light" color="red" onClick={onExit}>
          {t('identity.exitNow')}
        </Button>
      </Stack>
    </Alert>
  );
}
