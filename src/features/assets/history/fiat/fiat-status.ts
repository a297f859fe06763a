import type { FiatDepositStatus, WithdrawalStatus } from '@generated/models';

/** Spec §4 fiat deposit order states: waiting amber, checking blue, completed teal, refused red, cancelled grey. */
export const DEPOSIT_STATUS_COLOR: Record<FiatDepositStatus, string> = {
  waiting_transfer: 'yellow',
  checking: 'blue',
  completed: 'teal',
  rejected: 'red',
  cancelled: 'gray',
};

/** Spec §4 withdrawal states; cancelled grey like a cancelled deposit. */
export const WITHDRAWAL_STATUS_COLOR: Record<WithdrawalStatus, string> = {
  pending_review: 'yellow',
  succeeded: 'teal',
  rejected: 'red',
  cancelled: 'gray',
};
