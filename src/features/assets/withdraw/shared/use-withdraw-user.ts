import { useMemo } from 'react';
import { useSession } from '@/api/session/session-context';
import type { Sender } from '@/forms/rules/transfer';
import type { SecurityMethod } from '@schemas/assets/security-codes';

/**
 * The signed-in user as the withdraw screens need them: the transfer sender (UID, and the masked email
 * and phone the contract gives) and the security methods whose codes confirm an action (spec §6: a
 * phone with verification on, a bound email, Google on).
 */
export function useWithdrawUser(): { sender: Sender; methods: SecurityMethod[] } {
  const user = useSession().user;
  const id = user?.id;
  const email = user?.email ?? '';
  const mobileNumber = user?.mobileNumber ?? '';
  const phoneOn = Boolean(mobileNumber) && user?.isOpenMobileCheck !== false;
  const googleOn = user?.googleStatus === true;
  return useMemo(() => {
    const methods: SecurityMethod[] = [];
    if (phoneOn) methods.push('sms');
    if (email) methods.push('email');
    if (googleOn) methods.push('google');
    return { sender: { id, email, mobileNumber }, methods };
  }, [id, email, mobileNumber, phoneOn, googleOn]);
}
