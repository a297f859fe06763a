import { codeText } from '@/kit/code-text/code-text';

/** Spec §8 "Investment: insufficient available balance" and the subscription's other business answers,
 * shown in the reader's language rather than the server's words. */
export const subscribeErrors = codeText({
  INSUFFICIENT_AVAILABLE_BALANCE: 'investments:subscribe.errors.insufficientBalance',
  PRODUCT_SUBSCRIPTION_ENDED: 'investments:subscribe.errors.ended',
  BELOW_MINIMUM_SUBSCRIPTION: 'investments:subscribe.errors.belowMinimum',
  AGREEMENT_NOT_ACCEPTED: 'investments:subscribe.errors.agreement',
});
