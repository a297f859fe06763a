import type { AccountFields } from '@generated/models';
import type { CodeRecipient } from '@/kit/code-senders/use-code-senders';

/** The account a register or reset flow runs for: an email, or a phone as calling code and number. */
export type FlowAccount =
  | ({ kind: 'email' } & Required<Pick<AccountFields, 'email'>>)
  | ({ kind: 'phone' } & Required<Pick<AccountFields, 'countryCode' | 'mobileNumber'>>);

export type AccountKind = FlowAccount['kind'];

/** The account as the user reads it (and as login takes it). */
export const accountText = (account: FlowAccount) =>
  account.kind === 'email' ? account.email : account.mobileNumber;

/** Where the flow's codes go (useCodeSenders' `account` sender). */
export const recipientOf = (account: FlowAccount): CodeRecipient =>
  account.kind === 'phone'
    ? { by: 'sms', to: { countryCode: account.countryCode, mobile: account.mobileNumber } }
    : { by: 'email', to: { email: account.email } };
