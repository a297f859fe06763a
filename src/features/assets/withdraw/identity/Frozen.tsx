import { Button, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StateNotice } from '@/ui/StateNotice';

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
    <StateNotice
      color="red"
      title={t('identity.frozenTitle')}
      text={hours === undefined ? t('identity.frozenBody') : t('identity.frozenHours', { hours })}
      role="alert"
      testId="identity-frozen"
    >
      <Text size="sm">{t('identity.exiting', { seconds })}</Text>
      <Button size="xs" variant="light" color="red" onClick={onExit}>
        {t('identity.exitNow')}
      </Button>
    </StateNotice>
  );
}
