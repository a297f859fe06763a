import { Box, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from './numbers';

/** The share of the issue already subscribed, as a bar (a plain element: no progress widget on the list). */
export function ShareBar({ percent }: { percent: string }) {
  const { t } = useTranslation('investments');
  const width = `${Math.min(100, Math.max(0, Number(percent)))}%`;
  return (
    <Stack gap={4}>
      <Box
        role="progressbar"
        aria-label={t('fields.subscribed')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(percent)}
        h={8}
        bdrs="xl"
        bg="var(--mantine-color-gray-2)"
      >
        <Box h="100%" w={width} bdrs="xl" bg="var(--mantine-color-teal-6)" />
      </Box>
      <Text size="xs" c="dimmed">
        {t('fields.subscribedShare', { percent: formatPercent(percent) })}
      </Text>
    </Stack>
  );
}
