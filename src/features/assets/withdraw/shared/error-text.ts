import { codeText } from '@/kit/code-text/code-text';

/** The §8 codes of the withdraw and transfer calls with their own text in `withdraw` (the limits a code
 * names filled in from the values given). */
export const withdrawErrors = codeText({
  WITHDRAW_DAILY_LIMIT_EXCEEDED: 'withdraw:errors.dailyLimit',
  WITHDRAW_AMOUNT_BELOW_MINIMUM: 'withdraw:errors.belowMinimum',
  WITHDRAW_AMOUNT_ABOVE_SINGLE_LIMIT: 'withdraw:errors.aboveSingleLimit',
  WITHDRAW_AMOUNT_NOT_ABOVE_FEE: 'withdraw:errors.notAboveFee',
  WITHDRAW_AMOUNT_ABOVE_AVAILABLE: 'withdraw:errors.aboveAvailable',
  WITHDRAW_FEE_INCORRECT: 'withdraw:errors.feeIncorrect',
  WITHDRAW_FROZEN: 'withdraw:errors.frozen',
  WITHDRAW_LOCKED_AFTER_SECURITY_CHANGE: 'withdraw:errors.locked',
  KYC_REQUIRED: 'withdraw:errors.kycRequired',
  TRANSFER_ACCOUNT_UNSUPPORTED: 'withdraw:errors.accountUnsupported',
  TRANSFER_RECIPIENT_NOT_FOUND: 'withdraw:errors.recipientNotFound',
  TRANSFER_TO_SELF: 'withdraw:errors.toSelf',
  TRANSFER_RECIPIENT_DEPOSIT_DISABLED: 'withdraw:errors.recipientDepositDisabled',
  TRANSFER_RECIPIENT_NOT_VERIFIED: 'withdraw:errors.recipientNotVerified',
  ADDRESS_INVALID: 'withdraw:errors.addressInvalid',
  ADDRESS_ALREADY_SAVED: 'withdraw:errors.addressAlreadySaved',
  ADDRESS_NOT_FOUND: 'withdraw:errors.addressNotFound',
  ORDER_STATUS_INVALID: 'withdraw:errors.notPendingReview',
});
