import { Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdMarket } from './AdMarket';
import { OrdersTabs } from './OrdersTabs';
import { fiatLabel } from '@/lib/display-format';
import { PageIntro } from '@/ui/PageIntro';
import { OTC_FIATS, type OtcFiat, otcPairOf } from './otc-pair';
import { PriceChart } from './PriceChart';
import { TickerBar } from './TickerBar';
import { SectionBoundary } from '@/kit/boundary/SectionBoundary';

/** /trade/{symbol} (login, KYC approved; spec §2): the OTC market of a coin, its chart, and the user's orders. */
export function TradePage() {
  const { t } = useTranslation('trade');
  const { symbol } = useParams();
  const pair = otcPairOf(symbol);
  const [fiat, setFiat] = useState<OtcFiat>(OTC_FIATS[0]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          {t('title')} · {t('pair', { coin: pair.coin, fiat: fiatLabel(fiat) })}
        </Title>
        <Select
          label={t('fiat')}
          data={OTC_FIATS.map((code) => ({ value: code, label: fiatLabel(code) }))}
          value={fiat}
          allowDeselect={false}
          onChange={(value) => value && setFiat(value as OtcFiat)}
          w={120}
        />
      </Group>
      <PageIntro text={t('intro')} />
      <SectionBoundary>
        <TickerBar coin={pair.coin} fiat={fiat} />
      </SectionBoundary>
      <SectionBoundary>
        <PriceChart coin={pair.coin} fiat={fiat} />
      </SectionBoundary>
      <SectionBoundary>
        <AdMarket coin={pair.coin} fiat={fiat} />
      </SectionBoundary>
      <SectionBoundary>
        <OrdersTabs symbol={pair.symbol} />
      </SectionBoundary>
    </Stack>
  );
}
