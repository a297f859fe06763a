import type { ScreenCalls } from '../on-open-calls';

export const PUBLIC_CALLS: ScreenCalls = {
  // Home's market section, fetched after the first paint (src/features/home/market/).
  '': ['listInvestmentProducts', 'listHotCoins'],
  'qa/forms': [],
};
