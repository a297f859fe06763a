// What only the /assets/withdraw tests share: a tab opened as the kycApproved user (phone, email and Google
// on) with the withdraw config and the address check answering their defaults, the withdraw calls' paths,
// a config with changed limits and typing the three codes. Everything else is test-utils/screen-kit.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { contractExample } from '../../../test-utils/contract-examples';
import type { MockAnswer } from '../../../test-utils/mock-api';
import { answerOperations, LONG, openScreenAs, pathOf } from '../../../test-utils/screen-kit';

export const PATHS = {
  config: pathOf('getWithdrawConfig'),
  submit: pathOf('submitWithdrawal'),
  records: pathOf('listWithdrawals'),
  cancel: pathOf('cancelWithdrawal'),
  identityInfo: pathOf('getIdentityAuthInfo'),
  identityCheck: pathOf('checkIdentityAuthInfo'),
  addresses: pathOf('listWithdrawAddresses'),
  addAddress: pathOf('addWithdrawAddress'),
  validateAddress: pathOf('validateWithdrawAddress'),
  deleteAddress: pathOf('deleteWithdrawAddresses'),
  trust: pathOf('updateWithdrawAddressTrust'),
  recipient: pathOf('checkTransferRecipient'),
  transfer: pathOf('submitInternalTransfer'),
} as const;

/**
 * Opens `/<lang>/assets/withdraw?tab=<tab><query>`; the withdraw config and the address check answer their
 * defaults unless given. `answers` in the result stays live: a test may change one before a retry.
 */
export function openWithdraw(
  tab: 'withdraw' | 'transfer' | 'addresses' | 'records',
  answers: Record<string, MockAnswer> = {},
  { lang = 'en_US', query = '' }: { lang?: string; query?: string } = {},
) {
  const defaults = answerOperations({
    getWithdrawConfig: 'withdrawConfig',
    validateWithdrawAddress: 'addressValid',
  });
  return openScreenAs(
    'kycApproved',
    `assets/withdraw?tab=${tab}${query}`,
    { ...defaults, ...answers },
    { lang },
  );
}

/** A withdraw config answer with some limits changed (the default example's otherwise). */
export function configWith(changes: Record<string, unknown>): MockAnswer {
  const body = contractExample('funds', 'withdrawConfig') as { data: Record<string, unknown> };
  return { body: { ...body, data: { ...body.data, ...changes } } };
}

/** Types the codes of the kycApproved user's three methods into the form `formId`. */
export async function typeCodes(user: UserEvent, formId: string) {
  await user.type(screen.getByTestId(`${formId}_smsValidCode`), '135790');
  await user.type(screen.getByTestId(`${formId}_emailValidCode`), '246801');
  const google = screen.getByTestId(`${formId}_googleCode`);
  const [first] = within(google).getAllByRole('textbox');
  if (!first) throw new Error('no code boxes');
  await user.click(first);
  await user.paste('507261');
}

/** Picks `chain` (a market chainName) in the network field of the form `formId`. */
export async function chooseNetwork(user: UserEvent, formId: string, chain: string) {
  await user.click(screen.getByTestId(`${formId}_chainName`));
  await user.click(await screen.findByRole('option', { name: chain }));
}

/** Sends the withdrawal from its review step (what will be sent, before it is sent). */
export async function sendReviewed(user: UserEvent) {
  await user.click(await screen.findByTestId('withdraw-review-send', {}, LONG));
}
