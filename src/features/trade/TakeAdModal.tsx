import { Alert, Anchor, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OtcTradeType } from '@generated/models';
import { useLocalizedPath } from '@/i18n';
import { QueryState } from '@/kit/query-state/QueryState';
import { useMarketCoin } from '@/kit/market/use-market-coin';
import { useReturnFocusOnUnmount } from '@/ui/use-focus-on-show';
import type { TakeableAd } from './takeable-ad';
import { TakeAdForm } from './TakeAdForm';
import { useActivePaymentTypes } from './use-active-payment-types';
import { useSpotAvailable } from './use-spot-available';

interface TakeAdModalProps {
  ad: TakeableAd;
  side: OtcTradeType;
  onClose: () => void;
}

/** Taking an ad: quantity, payment method, total = price × quantity (big.js); selling needs an active method. */
export function TakeAdModal({ ad, side, onClose }: TakeAdModalProps) {
  const { t } = useTranslation('trade');
  // Mounted opened: closed, the focus goes back to the ad's button that opened it.
  useReturnFocusOnUnmount();
  const coin = useMarketCoin(ad.coinSymbol);
  // The advertiser is named only when the answer named them: never "Buy USDT from ".
  const advertiser = ad.advertiser?.nickname?.trim();
  const title = advertiser
    ? t(side === 'BUY' ? 'take.buyTitle' : 'take.sellTitle', { coin: coin.label, advertiser })
    : t(side === 'BUY' ? 'take.buyTitleAnyone' : 'take.sellTitleAnyone', { coin: coin.label });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      {side === 'BUY' ? (
        <TakeAdForm ad={ad} side={side} usable={ad.paymentTypes} onClose={onClose} />
      ) : (
        <SellForm ad={ad} onClose={onClose} />
      )}
    </Modal>
  );
}

/**
 * Selling: only the ad's payment types the user has an active method for (spec §6), and no more coins than
 * the spot account has available (spec §8 "insufficient available balance"), shown and checked before any
 * call.
 */
function SellForm({ ad, onClose }: { ad: TakeableAd; onClose: () => void }) {
  const { t } = useTranslation('trade');
  const to = useLocalizedPath();
  const { query, active } = useActivePaymentTypes();
  const spot = useSpotAvailable(ad.coinSymbol);
  const usable = ad.paymentTypes.filter((type) => active.includes(type));
  return (
    <QueryState query={query} failedTitle={t('trade:loadFailed')}>
      {usable.length === 0 ? (
        <Alert color="yellow" role="alert" data-testid="need-payment-method">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('take.needPaymentMethod')}</Text>
            <Anchor component={Link} to={to('personal/receivingAccount')}>
              {t('take.addPaymentMethod')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <QueryState query={spot.query} failedTitle={t('take.availableFailed')}>
          <TakeAdForm ad={ad} side="SELL" usable={usable} available={spot.available} onClose={onClose} />
        </QueryState>
      )}
    </QueryState>
  );
}
