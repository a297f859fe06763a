import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OtcAd, OtcTradeType } from '@generated/models';
import { formatText } from '@/lib/display-format';
import { fiatLabel, formatAmount } from '@/lib/display-format';

interface AdCardProps {
  ad: OtcAd;
  /** What the user does with it: BUY from a SELL ad, SELL to a BUY ad. */
  side: OtcTradeType;
  onTake: (ad: OtcAd) => void;
}

/** One ad of the market: advertiser, price, coins left, limits, payment types, and the action. */
export function AdCard({ ad, side, onTake }: AdCardProps) {
  const { t } = useTranslation('trade');
  return (
    <Card withBorder padding="md" data-testid="otc-ad">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{formatText(ad.advertiser?.nickname)}</Text>
          {/* the record line only with both numbers: never "orders · % completed" */}
          {ad.advertiser?.orderCount !== undefined && ad.advertiser.completionRate !== undefined && (
            <Text size="xs" c="dimmed">
              {t('market.orders', { count: ad.advertiser.orderCount, rate: ad.advertiser.completionRate })}
            </Text>
          )}
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('market.price')}
          </Text>
          <Text fw={700}>
            {formatAmount(ad.price)} {fiatLabel(ad.payCoin)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('market.available')}
          </Text>
          <Text size="sm">
            {formatAmount(ad.remainingVolume)} {ad.coinSymbol}
          </Text>
          <Text size="xs" c="dimmed">
            {t('market.limits')} {formatAmount(ad.minLimit)} – {formatAmount(ad.maxLimit)}{' '}
            {fiatLabel(ad.payCoin)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('market.payment')}
          </Text>
          <Text size="sm">{ad.paymentTypes.map((type) => t(`payTypes.${type}`)).join(', ')}</Text>
        </Stack>
        <Button onClick={() => onTake(ad)}>
          {t(side === 'BUY' ? 'market.buyAction' : 'market.sellAction', { coin: ad.coinSymbol })}
        </Button>
      </Group>
    </Card>
  );
}
