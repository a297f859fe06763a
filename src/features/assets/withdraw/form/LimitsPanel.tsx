import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/display-format';
import { LIMIT_ROWS, type WithdrawLimits } from '../shared/limit-values';

/** The server's limits the amount is checked against (spec §5), so each refusal can be understood. */
export function LimitsPanel({ limits }: { limits: WithdrawLimits }) {
  const { t } = useTranslation('withdraw');
  return (
    <Card withBorder padding="md" data-testid="withdraw-limits">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {LIMIT_ROWS.map((row) => (
          <Stack key={row} gap={2}>
            <Text size="xs" c="dimmed">
              {t(`limits.${row}`)}
            </Text>
            <Text fw={600} data-testid={`limit-${row}`}>
              {formatAmount(limits[row], { decimals: limits.precision })} {limits.symbol}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
