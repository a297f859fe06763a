import type { ScreenCalls } from '../on-open-calls';

export const MARKET_CALLS: ScreenCalls = {
  // The article beside the list; opened without an id (spec §2: optional) it shows the newest article.
  'cms/:id?': ['listCmsArticles', 'getCmsArticle'],
};
