import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/display-format';
import type { SubscriptionQuote } from './subscription-math';

interface QuoteSummaryProps {
  quote: SubscriptionQuote | null;
  unitPrice: string;
  coin: string;
  precision: number;
  /** The product's minimum subscription; absent when the answer left it out. */
  minimum: string | undefined;
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** What the entered amount buys: quantity at the product's precision × unit price = total (spec §3, §5). */
export function QuoteSummary({ quote, unitPrice, coin, precision, minimum }: QuoteSummaryProps) {
  const { t } = useTranslation('investments');
  return (
    <Stack gap={6} aria-live="polite">
      <Row label={t('subscribe.unitPrice')} value={`${formatAmount(unitPrice)} ${coin}`} />
      <Row
        label={t('subscribe.quantity')}
        value={formatAmount(quote?.quantity, { decimals: precision })}
        testId="quote-quantity"
      />
      <Row
        label={t('subscribe.total')}
        value={quote ? `${formatAmount(quote.total)} ${coin}` : '--'}
        testId="quote-total"
      />
      {quote && !quote.meetsMinimum && minimum && (
        <Text size="sm" c="red.9" role="alert">
          {t('subscribe.belowMinimum', { minimum: `${formatAmount(minimum)} ${coin}` })}
        </Text>
      )}
    </Stack>
  );
}
