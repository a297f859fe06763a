import { Alert, Anchor, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getListOtcOrdersQueryKey, useCreateOtcOrder } from '@generated/hooks/trade/trade';
import type { CreatedOtcOrder, OtcAd, OtcTradeType, PaymentMethodType } from '@generated/models';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { SchemaForm } from '@/forms/SchemaForm';
import { useLocalizedPath } from '@/i18n';
import { fiatLabel, formatAmount } from '@/lib/display-format';
import { READABLE_ALERT } from '@/ui/alert-styles';
import { type OtcOrderFormData, otcOrderForm } from '@schemas/trade/otc-order';
import { checkOtcVolume, otcTotal } from './otc-math';
import { translateTakeAdError } from './take-ad-errors';
import { useActivePaymentTypes } from './use-active-payment-types';
import { QueryState } from '@/kit/query-state/QueryState';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { OtcOrderOpened } from './OtcOrderOpened';
import { useMarketCoin } from '@/kit/market/use-market-coin';

interface TakeAdModalProps {
  ad: OtcAd;
  side: OtcTradeType;
  onClose: () => void;
}

/** Taking an ad: quantity, payment method, total = price × quantity (big.js); selling needs an active method. */
export function TakeAdModal({ ad, side, onClose }: TakeAdModalProps) {
  const { t } = useTranslation('trade');
  const coin = useMarketCoin(ad.coinSymbol);
  const title = t(side === 'BUY' ? 'take.buyTitle' : 'take.sellTitle', {
    coin: coin.label,
    advertiser: ad.advertiser?.nickname ?? '',
  });
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

/** Selling: only the ad's payment types the user has an active method for (spec §6). */
function SellForm({ ad, onClose }: { ad: OtcAd; onClose: () => void }) {
  const { t } = useTranslation('trade');
  const to = useLocalizedPath();
  const { query, active } = useActivePaymentTypes();
  const usable = ad.paymentTypes.filter((type) => active.includes(type));
  return (
    <QueryState query={query} failedTitle={t('trade:loadFailed')}>
      {usable.length === 0 ? (
        <Alert color="yellow" styles={READABLE_ALERT} role="alert" data-testid="need-payment-method">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('take.needPaymentMethod')}</Text>
            <Anchor component={Link} to={to('personal/receivingAccount')}>
              {t('take.addPaymentMethod')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <TakeAdForm ad={ad} side="SELL" usable={usable} onClose={onClose} />
      )}
    </QueryState>
  );
}

interface TakeAdFormProps {
  ad: OtcAd;
  side: OtcTradeType;
  usable: PaymentMethodType[];
  onClose: () => void;
}

function TakeAdForm({ ad, side, usable, onClose }: TakeAdFormProps) {
  const { t } = useTranslation('trade');
  const create = useCreateOtcOrder({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const invalidate = useInvalidate();
  const [volume, setVolume] = useState<string | undefined>();
  const [opened, setOpened] = useState<{ order: CreatedOtcOrder; total: string | null } | null>(null);
  // The quantity keeps the coin's decimals (spec §3 coin_precision).
  const { precision } = useMarketCoin(ad.coinSymbol);
  const form = useMemo(
    () =>
      otcOrderForm({
        ad,
        usable,
        precision,
        checkVolume: (value) => {
          const problem = checkOtcVolume(value, ad);
          return problem ? `trade:form.errors.${problem}` : null;
        },
      }),
    [ad, usable, precision],
  );
  if (opened)
    return (
      <OtcOrderOpened
        order={opened.order}
        side={side}
        total={opened.total}
        fiat={ad.payCoin}
        onDone={onClose}
      />
    );
  const total = otcTotal(ad.price, volume);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('take.price', { price: formatAmount(ad.price), fiat: fiatLabel(ad.payCoin) })}</Text>
      <Text size="sm" c="dimmed">
        {t('take.limits', {
          min: formatAmount(ad.minLimit),
          max: formatAmount(ad.maxLimit),
          fiat: fiatLabel(ad.payCoin),
        })}
      </Text>
      <SchemaForm<OtcOrderFormData>
        form={form}
        formData={{ paymentType: usable[0] } as OtcOrderFormData}
        keepDraft={false}
        submitLabel={t(side === 'BUY' ? 'take.submitBuy' : 'take.submitSell')}
        onChange={(data) => setVolume(data.volume)}
        onSubmit={async (data) => {
          try {
            const answer = await create.mutateAsync({ data: { ...data, adId: ad.adId } });
            void invalidate(getListOtcOrdersQueryKey);
            setOpened({
              order: answer.data ?? { orderId: '', status: 1 },
              total: otcTotal(ad.price, data.volume),
            });
          } catch (error) {
            throw translateTakeAdError(error, t);
          }
        }}
      />
      <Text fw={700} data-testid="otc-total">
        {t('take.total', { total: formatAmount(total, { decimals: 2 }), fiat: fiatLabel(ad.payCoin) })}
      </Text>
    </Stack>
  );
}
