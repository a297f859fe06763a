import { Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { CurrentOrders } from './CurrentOrders';
import { MyAds } from './MyAds';
import { OrderHistory } from './OrderHistory';
import { OtcOrders } from './OtcOrders';

/** The tab names, also the `orders` search parameter that opens one (the link after taking an ad). */
export const ORDERS_TABS = ['current', 'history', 'otc-current', 'otc-history', 'ads'] as const;
export type OrdersTab = (typeof ORDERS_TABS)[number];
export const ORDERS_TAB_PARAM = 'orders';
/** Navigation state of a link that opens a tab from elsewhere on the page: the tabs scroll into view. */
export const SHOW_ORDERS_STATE = { showOrders: true } as const;

const isOrdersTab = (value: string | null): value is OrdersTab =>
  (ORDERS_TABS as readonly (string | null)[]).includes(value);

/**
 * Spot current orders (open on arrival), spot history, current OTC orders, OTC history and my ads; a tab
 * loads when first opened. `?orders=<tab>` opens another tab.
 */
export function OrdersTabs({ symbol }: { symbol: string | undefined }) {
  const { t } = useTranslation('trade');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const tabsRef = useRef<HTMLDivElement>(null);
  const show = (location.state as Partial<typeof SHOW_ORDERS_STATE> | null)?.showOrders === true;
  useEffect(() => {
    // jsdom has no scrollIntoView
    if (show) tabsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [show, location.key]);
  const asked = params.get(ORDERS_TAB_PARAM);
  const tab: OrdersTab = isOrdersTab(asked) ? asked : 'current';
  const open = (value: string | null) => {
    if (!isOrdersTab(value)) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'current') next.delete(ORDERS_TAB_PARAM);
        else next.set(ORDERS_TAB_PARAM, value);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Tabs ref={tabsRef} value={tab} onChange={open} keepMounted={false} id="orders">
      <Tabs.List>
        <Tabs.Tab value="current">{t('orders.current')}</Tabs.Tab>
        <Tabs.Tab value="history">{t('orders.history')}</Tabs.Tab>
        <Tabs.Tab value="otc-current">{t('otcOrders.current')}</Tabs.Tab>
        <Tabs.Tab value="otc-history">{t('otcOrders.history')}</Tabs.Tab>
        <Tabs.Tab value="ads">{t('orders.myAds')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="current" pt="md">
        <CurrentOrders symbol={symbol} />
      </Tabs.Panel>
      <Tabs.Panel value="history" pt="md">
        <OrderHistory symbol={symbol} />
      </Tabs.Panel>
      <Tabs.Panel value="otc-current" pt="md">
        <OtcOrders phase="current" />
      </Tabs.Panel>
      <Tabs.Panel value="otc-history" pt="md">
        <OtcOrders phase="history" />
      </Tabs.Panel>
      <Tabs.Panel value="ads" pt="md">
        <MyAds />
      </Tabs.Panel>
    </Tabs>
  );
}
