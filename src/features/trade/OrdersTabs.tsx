import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CurrentOrders } from './CurrentOrders';
import { MyAds } from './MyAds';
import { OrderHistory } from './OrderHistory';

/** Current orders (open on arrival), order history and my ads; a tab loads when first opened. */
export function OrdersTabs({ symbol }: { symbol: string | undefined }) {
  const { t } = useTranslation('trade');
  return (
    <Tabs defaultValue="current" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="current">{t('orders.current')}</Tabs.Tab>
        <Tabs.Tab value="history">{t('orders.history')}</Tabs.Tab>
        <Tabs.Tab value="ads">{t('orders.myAds')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="current" pt="md">
        <CurrentOrders symbol={symbol} />
      </Tabs.Panel>
      <Tabs.Panel value="history" pt="md">
        <OrderHistory symbol={symbol} />
      </Tabs.Panel>
      <Tabs.Panel value="ads" pt="md">
        <MyAds />
      </Tabs.Panel>
    </Tabs>
  );
}
