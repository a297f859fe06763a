import type { WithdrawAddress } from '@generated/models';

/** A saved address chosen in the address book, to fill the withdraw form with. */
export type Destination = Pick<WithdrawAddress, 'address' | 'tag'>;
