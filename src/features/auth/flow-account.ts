import { useCallback, useMemo, useRef } from 'react';
import { useSendEmailCode, useSendSmsCode } from '@generated/hooks/auth/auth';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import type { SendCodeSender } from '@/forms/widgets/send-code-context';
import type { CodeScene } from '@schemas/auth/code-scenes';

/** The account a register or reset flow runs for: an email, or a phone as calling code and number. */
export type FlowAccount =
  { kind: 'email'; email: string } | { kind: 'phone'; countryCode: string; mobileNumber: string };

export type AccountKind = FlowAccount['kind'];

/** The account as the user reads it (and as login takes it). */
export const accountText = (account: FlowAccount) =>
  account.kind === 'email' ? account.email : account.mobileNumber;

/** A calling code as the contract takes it: digits without "+". */
export const callingCode = (code: string) => code.trim().replace(/^\+/, '');

/**
 * formContext.sendCode.account of a flow's code step: a resend to the flow's account, carrying the step
 * token (contract CodeFlowToken: inside a flow no captcha result rides along, step 1 passed it).
 * `verifyToken()` is what the last email code answered.
 */
export function useAccountSender(scene: CodeScene, account: FlowAccount, token: string) {
  const { mutateAsync: sendSms } = useSendSmsCode({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const { mutateAsync: sendEmail } = useSendEmailCode({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const lastVerifyToken = useRef<string | undefined>(undefined);

  const send = useCallback<SendCodeSender>(async () => {
    if (account.kind === 'phone') {
      const { countryCode, mobileNumber } = account;
      await sendSms({
        data: { token, smsType: scene, operationType: scene, countryCode, mobile: mobileNumber },
      });
      return;
    }
    const answer = await sendEmail({ data: { token, scene, operationType: scene, email: account.email } });
    lastVerifyToken.current = answer.data?.verifyToken;
  }, [account, scene, sendEmail, sendSms, token]);

  const formContext = useMemo(() => ({ sendCode: { account: send } }), [send]);
  const verifyToken = useCallback(() => lastVerifyToken.current, []);
  return { formContext, verifyToken };
}
