// Internal transfer recipient (spec §5: a valid phone, email or UID, and not the sender).
import type { UserInfo } from '@generated/models';
import { isTransferRecipient } from '../formats';

/** The signed-in sender, as getUserInfo gives it: user ID, bound email, bound phone. */
export type Sender = Pick<UserInfo, 'id' | 'email' | 'mobileNumber'>;

export type RecipientProblem = 'required' | 'invalid' | 'self';

const normalise = (value: string) => value.trim().toLowerCase().replace(/^\+/, '');

export function checkRecipient(recipient: string, sender: Sender): RecipientProblem | null {
  const value = recipient.trim();
  if (value === '') return 'required';
  if (!isTransferRecipient(value)) return 'invalid';
  const own = [sender.id, sender.email, sender.mobileNumber]
    .filter((id): id is string | number => id !== undefined && id !== '')
    .map((id) => normalise(String(id)));
  return own.includes(normalise(value)) ? 'self' : null;
}
