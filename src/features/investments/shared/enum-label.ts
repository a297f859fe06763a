import type { TFunction } from 'i18next';
import type { InvestmentProductSummary } from '@generated/models';
import { EMPTY_DISPLAY } from '@/lib/display-format';

/** A contract enum value in the screen's words (`<group>.<value>`), '--' when the answer left it out. */
export const enumLabel = (t: TFunction<'investments'>, group: string, value: string | undefined): string =>
  value ? t(`${group}.${value}`) : EMPTY_DISPLAY;

/** What a product is called: its name, else its symbol (the contract requires only the symbol). */
export const productTitle = (product: Pick<InvestmentProductSummary, 'name' | 'symbol'>): string =>
  product.name?.trim() || product.symbol;
