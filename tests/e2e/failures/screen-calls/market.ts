import type { ScreenCalls } from '../on-open-calls';

export const MARKET_CALLS: ScreenCalls = {
  investments: ['listInvestmentProducts'],
  // Opened without a symbol (spec §2: optional) the page asks the list for the first product, then it.
  // The balance and the user's records load only when the invest box or the records tab is opened.
  'investmentDetail/:symbol?': ['listInvestmentProducts', 'getInvestmentProduct'],
  // On open: the pair's prices and chart, the ads to buy from (buy side first), the user's current orders.
  // Payment methods load only on the sell side, history and my ads only on their tabs.
  'trade/:symbol?': ['getOtcTicker', 'getOtcPriceHistory', 'searchOtcAds', 'listCurrentOrders'],
  // The article beside the list; opened without an id (spec §2: optional) it shows the newest article.
  'cms/:id?': ['listCmsArticles', 'getCmsArticle'],
};
