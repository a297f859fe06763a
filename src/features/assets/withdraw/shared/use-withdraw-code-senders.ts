import { useMemo } from 'react';
import { useSendEmailCode, useSendSmsCode } from '@generated/hooks/auth/auth';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import type { SendCodeSender } from '@/forms/widgets/send-code-context';
import { CODE_SCENES } from '@schemas/auth/code-scenes';

const scene = CODE_SCENES.withdraw;

/** formContext.sendCode of the assets code fields (schemas/assets/security-codes.ts): the bound phone and
 * email, with the WITHDRAW scene. */
export function useWithdrawCodeSenders() {
  const { mutateAsync: sendSms } = useSendSmsCode({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const { mutateAsync: sendEmail } = useSendEmailCode({ mutation: { meta: SHOWS_OWN_ERRORS } });
  return useMemo(() => {
    const sms: SendCodeSender = (captcha) =>
      sendSms({ data: { ...captcha, smsType: scene, operationType: scene } });
    const email: SendCodeSender = (captcha) => sendEmail({ data: { ...captcha, operationType: scene } });
    return { sendCode: { sms, email } };
  }, [sendSms, sendEmail]);
}
