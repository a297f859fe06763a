import { useCallback, useMemo, useRef, useState } from 'react';
import { useSendEmailCode, useSendSmsCode } from '@generated/hooks/auth/auth';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import type { SendCodeSender } from '@/forms/widgets/send-code-context';
import type { CodeScene } from '@schemas/auth/code-scenes';
import type { SenderKey } from '@schemas/auth/security-codes';

/** What the form holds that a sender to a new phone or address needs. */
export interface TypedContact {
  countryCode?: string;
  mobileNumber?: string;
  email?: string;
}

/** verifyToken of the last email code sent to the bound address (`email`) and to a typed one (`newEmail`). */
export interface EmailTokens {
  email?: string;
  newEmail?: string;
}

/**
 * formContext.sendCode for a security form (schemas/auth/security-codes.ts SenderKey): `sms` and `email`
 * send to the bound phone and email, `newSms` and `newEmail` to what the form holds. Call `track` with
 * the form's data on change; `tokens` holds the verifyToken each email code answered.
 */
export function useCodeSenders(scene: CodeScene) {
  const { mutateAsync: sendSms } = useSendSmsCode({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const { mutateAsync: sendEmail } = useSendEmailCode({ mutation: { meta: SHOWS_OWN_ERRORS } });
  // rjsf keeps the formContext of its first render (its props comparison skips functions), so the senders
  // read what the form holds at click time, not from a closure.
  const typed = useRef<TypedContact>({});
  const [tokens, setTokens] = useState<EmailTokens>({});

  const sendToBoundPhone = useCallback<SendCodeSender>(
    (captcha) => sendSms({ data: { ...captcha, smsType: scene, operationType: scene } }),
    [sendSms, scene],
  );
  const sendToTypedPhone = useCallback<SendCodeSender>(
    (captcha) => {
      const { countryCode, mobileNumber } = typed.current;
      return sendSms({
        data: {
          ...captcha,
          smsType: scene,
          operationType: scene,
          countryCode: countryCode?.replace(/^\+/, ''),
          mobile: mobileNumber,
        },
      });
    },
    [sendSms, scene],
  );
  const sendToBoundEmail = useCallback<SendCodeSender>(
    async (captcha) => {
      const answer = await sendEmail({ data: { ...captcha, operationType: scene } });
      setTokens((current) => ({ ...current, email: answer.data?.verifyToken }));
    },
    [sendEmail, scene],
  );
  const sendToTypedEmail = useCallback<SendCodeSender>(
    async (captcha) => {
      const email = typed.current.email?.trim();
      const answer = await sendEmail({ data: { ...captcha, operationType: scene, email } });
      setTokens((current) => ({ ...current, newEmail: answer.data?.verifyToken }));
    },
    [sendEmail, scene],
  );

  const formContext = useMemo(
    () => ({
      sendCode: {
        sms: sendToBoundPhone,
        newSms: sendToTypedPhone,
        email: sendToBoundEmail,
        newEmail: sendToTypedEmail,
      } satisfies Partial<Record<SenderKey, SendCodeSender>>,
    }),
    [sendToBoundPhone, sendToTypedPhone, sendToBoundEmail, sendToTypedEmail],
  );
  const track = useCallback((data: TypedContact) => {
    typed.current = { countryCode: data.countryCode, mobileNumber: data.mobileNumber, email: data.email };
  }, []);
  return { formContext, track, tokens };
}
