import { codeText } from '@/kit/code-text/code-text';

/** createOtcOrder's answers of spec §8 "Trade: insufficient available balance", §6 "selling needs an active
 * payment method" and the ad gone meanwhile (§4 ad status), in the reader's language. */
export const takeAdErrors = codeText({
  INSUFFICIENT_AVAILABLE_BALANCE: 'trade:take.errors.insufficientBalance',
  NO_ACTIVE_PAYMENT_METHOD: 'trade:take.errors.noActivePaymentMethod',
  OTC_AD_UNAVAILABLE: 'trade:take.errors.adUnavailable',
});
