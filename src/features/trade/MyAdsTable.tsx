import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '@/kit/labels/use-enum-label';
import type { OtcAd } from '@generated/models';
import { formatAmount, formatAmountWithUnit } from '@/lib/display-format';
import { adLimits, otcSideAndPair } from './otc-labels';
import { formatDateTime } from '@/lib/date-time';
import { ResponsiveTable } from '@/ui/ResponsiveTable';
import type { TableColumn } from '@/ui/table-column';
import { StatusBadge } from '@/kit/status/StatusBadge';

/** The user's own ads: side and pair, price, coins left, limits and state; cards at phone width (spec §1). */
export function MyAdsTable({ ads }: { ads: OtcAd[] }) {
  const { t } = useTranslation('trade');
  const side = useEnumLabel('trade:orders.side');
  const columns: TableColumn<OtcAd>[] = [
    { key: 'date', header: t('orders.date'), cell: (ad) => formatDateTime(ad.createTime) },
    {
      key: 'type',
      header: t('orders.type'),
      card: 'title',
      cell: (ad) => otcSideAndPair(ad, side(ad.tradeType, '')),
    },
    { key: 'price', header: t('orders.price'), cell: (ad) => formatAmount(ad.price) },
    {
      key: 'available',
      header: t('market.available'),
      cell: (ad) =>
        // "n of m USDT left" only when both counts came; else what is left alone, or '--'.
        ad.remainingVolume !== undefined && ad.volume !== undefined
          ? t('ads.remaining', {
              remaining: formatAmount(ad.remainingVolume),
              volume: formatAmount(ad.volume),
              coin: ad.coinSymbol ?? '',
            }).trim()
          : formatAmountWithUnit(ad.remainingVolume, ad.coinSymbol),
    },
    {
      key: 'limits',
      header: t('market.limits'),
      cell: (ad) => adLimits(ad),
    },
    {
      key: 'status',
      header: t('orders.status'),
      cell: (ad) => (
        <StatusBadge of="otcAd" status={ad.status} data-testid={`ad-status-${ad.status ?? 'absent'}`} />
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={ads}
      columns={columns}
      rowKey={(ad) => ad.adId}
      label={t('orders.myAds')}
      minWidth={760}
      striped
      verticalSpacing="sm"
      rowTestId="my-ad"
    />
  );
}
