// The investment confirmation's arithmetic (spec §3: quantity at the product's precision, issue unit price;
// spec §5: the available balance covers the amount), on big.js: never JS floats.
import Big from 'big.js';

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

export interface SubscriptionQuote {
  /** Product tokens the amount buys: amount ÷ unit price, cut (never rounded up) to `precision` places. */
  quantity: string;
  /** What those tokens cost: quantity × unit price; what is sent and paid. */
  total: string;
  /** The total is at least the product's minimum subscription (true without one: the server still checks it,
   * BELOW_MINIMUM_SUBSCRIPTION). */
  meetsMinimum: boolean;
  /** The available balance covers the total. */
  covered: boolean;
}

/** The quote for an entered amount, or null while the amount is not a positive decimal. */
export function quoteSubscription(
  amount: string | undefined,
  product: { issueUnitPrice: string; precision: number; minimumSubscription?: string },
  available: string,
): SubscriptionQuote | null {
  if (!amount || !DECIMAL.test(amount) || !DECIMAL.test(product.issueUnitPrice)) return null;
  const unitPrice = new Big(product.issueUnitPrice);
  const minimum =
    product.minimumSubscription && DECIMAL.test(product.minimumSubscription)
      ? product.minimumSubscription
      : undefined;
  if (!new Big(amount).gt(0) || !unitPrice.gt(0)) return null;
  const quantity = new Big(amount).div(unitPrice).round(product.precision, Big.roundDown);
  const total = quantity.times(unitPrice);
  return {
    quantity: quantity.toFixed(product.precision),
    total: total.toString(),
    meetsMinimum: quantity.gt(0) && (!minimum || total.gte(minimum)),
    covered: total.lte(available),
  };
}
