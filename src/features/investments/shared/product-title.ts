import type { InvestmentProductSummary } from '@generated/models';

/** What a product is called: its name, else its symbol (the contract requires only the symbol). */
export const productTitle = (product: Pick<InvestmentProductSummary, 'name' | 'symbol'>): string =>
  product.name?.trim() || product.symbol;
