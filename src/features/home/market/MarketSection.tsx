import { Box, Button, Stack, Text } from '@mantine/core';
import { type ComponentType, startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeSection } from '../HomeSection';
import { marketPlaceholder } from './presets';

type Loaded = { status: 'waiting' } | { status: 'failed' } | { status: 'ready'; Data: ComponentType };

/**
 * The market beside the marketing text: hot coins and investment highlights from the contract. Home is
 * prerendered and budgeted (budgets.json "home"), so this renders a placeholder in the prerender and the
 * first client render (hydration matches), and fetches its code and data only after the first paint.
 */
export function MarketSection() {
  const { t } = useTranslation('home');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'waiting' });
  // The panels replace the placeholder in a render that yields to the browser.
  const load = useCallback(() => {
    import('./MarketData').then(
      (module) => startTransition(() => setLoaded({ status: 'ready', Data: module.MarketData })),
      () => setLoaded({ status: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);
  const retry = () => {
    setLoaded({ status: 'waiting' });
    load();
  };
  return (
    <HomeSection title={t('market.title')} intro={t('market.intro')}>
      {loaded.status === 'ready' && <loaded.Data />}
      {loaded.status === 'waiting' && (
        <Box {...marketPlaceholder} aria-hidden data-testid="market-placeholder" />
      )}
      {loaded.status === 'failed' && (
        <Stack gap="xs" align="flex-start" role="alert">
          <Text size="sm">{t('market.loadFailed')}</Text>
          <Button variant="light" size="xs" onClick={retry}>
            {t('market.retry')}
          </Button>
        </Stack>
      )}
    </HomeSection>
  );
}
