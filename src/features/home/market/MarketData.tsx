import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotCoins } from './HotCoins';
import { InvestmentHighlights } from './InvestmentHighlights';
import { marketGrid, panelCard, panelTitle } from './presets';

/** Loaded after home's first paint (MarketSection): the two market panels. */
export function MarketData() {
  const { t } = useTranslation('home');
  return (
    <SimpleGrid {...marketGrid}>
      <Card {...panelCard}>
        <Stack>
          <Title {...panelTitle}>{t('market.highlights.title')}</Title>
          <InvestmentHighlights />
        </Stack>
      </Card>
      <Card {...panelCard}>
        <Stack>
          <Title {...panelTitle}>{t('market.hotCoins.title')}</Title>
          <HotCoins />
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
