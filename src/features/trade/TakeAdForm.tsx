import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListOtcOrdersQueryKey, useCreateOtcOrder } from '@generated/hooks/trade/trade';
import type { CreatedOtcOrder, OtcTradeType, PaymentMethodType } from '@generated/models';
import { encodeErrorMessage } from '@/forms/error-messages';
import { SchemaForm } from '@/forms/SchemaForm';
import { fiatLabel, formatAmount } from '@/lib/display-format';
import { type OtcOrderFormData, otcOrderForm } from '@schemas/trade/otc-order';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { useMarketCoin } from '@/kit/market/use-market-coin';
import { checkOtcVolume, otcTotal } from './otc-math';
import { OtcOrderOpened } from './OtcOrderOpened';
import { OtcOrderReview } from './OtcOrderReview';
import { takeAdErrors } from './take-ad-errors';
import type { TakeableAd } from './takeable-ad';

export interface TakeAdFormProps {
  ad: TakeableAd;
  side: OtcTradeType;
  usable: PaymentMethodType[];
  /** Selling: the spot account's available balance of the coin; a larger quantity is refused. */
  available?: string;
  onClose: () => void;
}

/** Taking an ad: quantity and method, the total before the action, a review of what is sent, the order. */
export function TakeAdForm({ ad, side, usable, available, onClose }: TakeAdFormProps) {
  const { t } = useTranslation('trade');
  const create = useCreateOtcOrder();
  const invalidate = useInvalidate();
  const [draft, setDraft] = useState<OtcOrderFormData>({ paymentType: usable[0] } as OtcOrderFormData);
  const [reviewing, setReviewing] = useState(false);
  const [opened, setOpened] = useState<{ order: CreatedOtcOrder; total: string | null } | null>(null);
  // The quantity keeps the coin's decimals (spec §3 coin_precision).
  const coin = useMarketCoin(ad.coinSymbol);
  const { precision } = coin;
  const form = useMemo(
    () =>
      otcOrderForm({
        ad,
        usable,
        precision,
        checkVolume: (value) => {
          const problem = checkOtcVolume(value, ad, available);
          if (problem === 'aboveAvailable')
            return encodeErrorMessage({
              key: 'trade:form.errors.aboveAvailable',
              params: { available: `${formatAmount(available)} ${coin.label}` },
            });
          return problem ? `trade:form.errors.${problem}` : null;
        },
      }),
    [ad, usable, precision, available, coin.label],
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
  if (reviewing)
    return (
      <OtcOrderReview
        ad={ad}
        side={side}
        coin={coin.label}
        data={draft}
        available={available}
        onBack={() => setReviewing(false)}
        onConfirm={async () => {
          const data = { volume: draft.volume, paymentType: draft.paymentType, adId: ad.adId };
          try {
            const answer = await create.mutateAsync({ data });
            void invalidate(getListOtcOrdersQueryKey);
            setOpened({
              order: answer.data ?? {},
              total: otcTotal(ad.price, data.volume),
            });
          } catch (error) {
            throw takeAdErrors.translate(error);
          }
        }}
      />
    );
  const total = otcTotal(ad.price, draft.volume);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('take.price', { price: formatAmount(ad.price), fiat: fiatLabel(ad.payCoin) })}</Text>
      {(ad.minLimit !== undefined || ad.maxLimit !== undefined) && (
        <Text size="sm" c="dimmed">
          {t('take.limits', {
            min: formatAmount(ad.minLimit),
            max: formatAmount(ad.maxLimit),
            fiat: fiatLabel(ad.payCoin),
          })}
        </Text>
      )}
      {available !== undefined && (
        <Text size="sm" data-testid="otc-available">
          {t('take.available', { amount: formatAmount(available), coin: coin.label })}
        </Text>
      )}
      {/* The total comes before the action (it is what the action commits to). */}
      <Text fw={700} data-testid="otc-total" aria-live="polite">
        {t('take.total', { total: formatAmount(total, { decimals: 2 }), fiat: fiatLabel(ad.payCoin) })}
      </Text>
      <SchemaForm<OtcOrderFormData>
        form={form}
        formData={draft}
        keepDraft={false}
        submitLabel={t('take.continue')}
        onChange={setDraft}
        onSubmit={async (data) => {
          setDraft(data);
          setReviewing(true);
        }}
      />
    </Stack>
  );
}
