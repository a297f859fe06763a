// The bench's signed-in screens (scripts/bench/logged-in.mjs), also the signed-in first loads whose script
// requests tests/e2e/script-count.e2e.ts counts (waiting for each screen's `content`).

/**
 * The screens, and how the warm navigation reaches each: `from` is the screen the app is warm on, `link` the
 * navigation link clicked there (null: the signed-in KYC-approved user is shown no link to the screen, so
 * the router is told to go there as a link would), `content` the screen's main content: an element matching
 * the selector that was not on the page before the click, on the screen's path, showing (its data, where it
 * has any).
 */
export const LOGGED_IN_SCREENS = [
  {
    name: 'tokenAccount',
    path: '/en_US/assets/tokenAccount',
    from: '/en_US/assets/fiatAccount',
    link: 'a[href="/en_US/assets/tokenAccount"]',
    content: '[data-testid="allocation-chart"]',
  },
  {
    name: 'withdraw',
    path: '/en_US/assets/withdraw',
    from: '/en_US/assets/tokenAccount',
    link: 'a[href="/en_US/assets/withdraw?symbol=USDT"]',
    content: '[data-testid="withdraw-limits"]',
  },
  {
    name: 'recharge',
    path: '/en_US/assets/recharge',
    from: '/en_US/assets/tokenAccount',
    link: 'a[href="/en_US/assets/recharge?symbol=USDT"]',
    content: '[data-testid="deposit-address"]',
  },
  {
    name: 'trade',
    path: '/en_US/trade/btcusdt',
    from: '/en_US',
    link: 'a[href="/en_US/trade/btcusdt"]',
    // The user's current orders: the mock's OTC examples trade USDT, so BTC's ads and ticker show "No data".
    content: '[data-testid^="order-status-"]',
  },
  {
    name: 'flowingWater',
    path: '/en_US/assets/flowingWater',
    from: '/en_US/assets/tokenAccount',
    link: 'a[href="/en_US/assets/flowingWater"]',
    // A row of the history, in a table or as a phone's row card (the account page it is reached from has rows
    // of its own, marked before the click).
    content: 'main tbody tr, main [data-testid="row-cards"] li',
  },
  {
    name: 'enterpriseCert',
    path: '/en_US/personal/enterpriseCert',
    from: '/en_US/personal/entityVerification',
    link: null,
    // On a phone the wizard says it is done on a computer.
    content: '[data-testid="corporate-pc-only"]',
  },
];
