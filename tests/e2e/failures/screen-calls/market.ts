import type { ScreenCalls } from '../on-open-calls';

export const MARKET_CALLS: ScreenCalls = {
  investments: ['listInvestmentProducts'],
  // Opened without a symbol (spec §2: optional) the page asks the list for the first product, then it.
  // The balance and the user's records load only when the invest box or the records tab is opened.
  'investmentDetail/:symbol?': ['listInvestmentProducts', 'getInvestmentProduct'],
  // The article beside the list; opened without an id (spec §2: optional) it shows the newest article.
  'cms/:id?': ['listCmsArticles', 'getCmsArticle'],
};
