import type { WithdrawAddress, WithdrawalSubmitRequest } from '@generated/models';

/** A saved address chosen in the address book, to fill the withdraw form with (its chain: the network). */
export type Destination = Pick<WithdrawAddress, 'address' | 'tag' | 'tokenBase'>;

/** What a submitted withdrawal went out as, for the submitted notice: the network shown by its label. */
export type WithdrawalSummary = Pick<WithdrawalSubmitRequest, 'symbol' | 'amount'> & {
  address: string;
  network: string;
};
