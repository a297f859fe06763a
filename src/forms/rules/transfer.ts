// Internal transfer recipient (spec §5: a valid phone, email or UID, and not the sender).
import { isTransferRecipient } from '../formats';

export interface Sender {
  uid?: string | number;
  email?: string;
  phone?: string;
}

export type RecipientProblem = 'required' | 'invalid' | 'self';

const normalise = (value: string) => value.trim().toLowerCase().replace(/^\+/, '');

export function checkRecipient(recipient: string, sender: Sender): RecipientProblem | null {
  const value = recipient.trim();
  if (value === '') return 'required';
  if (!isTransferRecipient(value)) return 'invalid';
  const own = [sender.uid, sender.email, sender.phone]
    .filter((id): id is string | number => id !== undefined && id !== '')
    .map((id) => normalise(String(id)));
  return own.includes(normalise(value)) ? 'self' : null;
}
