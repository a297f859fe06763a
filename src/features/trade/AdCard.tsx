import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/kit/labels/use-enum-label';
import type { OtcAd, OtcTradeType } from '@generated/models';
import { EMPTY_DISPLAY, fiatLabel, formatAmountWithUnit, formatText } from '@/lib/display-format';
import { adLimits } from './otc-labels';
import { type TakeableAd, takeableAd } from './takeable-ad';

interface AdCardProps {
  ad: OtcAd;
  /** What the user does with it: BUY from a SELL ad, SELL to a BUY ad. */
  side: OtcTradeType;
  onTake: (ad: TakeableAd) => void;
}

/**
 * One ad of the market: advertiser, price, coins left, limits, payment types, and the action. Whatever the
 * answer left out shows '--'; without its ID, price or a payment type the ad cannot be taken and says so.
 */
export function AdCard({ ad, side, onTake }: AdCardProps) {
  const { t } = useTranslation('trade');
  const payType = useEnumLabel('trade:payTypes');
  const takeable = takeableAd(ad);
  const stats = ad.advertiser;
  return (
    <Card withBorder padding="md" data-testid="otc-ad">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{formatText(stats?.nickname)}</Text>
          {/* the record line only with both numbers: never "orders · % completed" */}
          {stats?.orderCount !== undefined && stats.completionRate !== undefined && (
            <Text size="xs" c="dimmed" data-testid="advertiser-record">
              {t('market.orders', { count: stats.orderCount, rate: stats.completionRate })}
            </Text>
          )}
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('market.price')}
          </Text>
          <Text fw={700}>{formatAmountWithUnit(ad.price, ad.payCoin && fiatLabel(ad.payCoin))}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('market.available')}
          </Text>
          <Text size="sm">{formatAmountWithUnit(ad.remainingVolume, ad.coinSymbol)}</Text>
          <Text size="xs" c="dimmed">
            {t('market.limits')} {adLimits(ad)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('market.payment')}
          </Text>
          <Text size="sm">
            {ad.paymentTypes?.length
              ? ad.paymentTypes.map((type) => payType(type)).join(', ')
              : EMPTY_DISPLAY}
          </Text>
        </Stack>
        {takeable ? (
          <Button onClick={() => onTake(takeable)}>
            {t(side === 'BUY' ? 'market.buyAction' : 'market.sellAction', { coin: takeable.coinSymbol })}
          </Button>
        ) : (
          <Text size="sm" c="dimmed" maw={160} data-testid="ad-not-takeable">
            {t('market.notTakeable')}
          </Text>
        )}
      </Group>
    </Card>
  );
}
