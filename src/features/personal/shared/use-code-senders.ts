import { useCallback, useMemo, useRef, useState } from 'react';
import type { BindEmailRequest, BindPhoneRequest } from '@generated/models';
import type { SendCodeSender } from '@/forms/widgets/send-code-context';
import { useCodeSender } from '@/kit/code-senders/use-code-sender';
import type { CodeScene } from '@schemas/auth/code-scenes';
import type { SenderKey } from '@schemas/auth/security-codes';

/** What the form holds that a sender to a new phone or address needs (the bind requests' fields). */
export type TypedContact = Partial<
  Pick<BindPhoneRequest, 'countryCode' | 'mobileNumber'> & Pick<BindEmailRequest, 'email'>
>;

/** verifyToken of the last email code sent to the bound address (`email`) and to a typed one (`newEmail`). */
export type EmailTokens = Partial<Record<'email' | 'newEmail', string>>;

/**
 * formContext.sendCode for a security form (schemas/auth/security-codes.ts SenderKey): `sms` and `email`
 * send to the bound phone and email, `newSms` and `newEmail` to what the form holds. Call `track` with
 * the form's data on change; `tokens` holds the verifyToken each email code answered.
 */
export function useCodeSenders(scene: CodeScene) {
  const send = useCodeSender(scene);
  // rjsf keeps the formContext of its first render (its props comparison skips functions), so the senders
  // read what the form holds at click time, not from a closure.
  const typed = useRef<TypedContact>({});
  const [tokens, setTokens] = useState<EmailTokens>({});

  const formContext = useMemo(() => {
    const sms: SendCodeSender = (captcha) => send.sms(captcha);
    const newSms: SendCodeSender = (captcha) => {
      const { countryCode, mobileNumber } = typed.current;
      return send.sms(captcha, { countryCode: countryCode?.replace(/^\+/, ''), mobile: mobileNumber });
    };
    const email: SendCodeSender = async (captcha) => {
      const verifyToken = await send.email(captcha);
      setTokens((current) => ({ ...current, email: verifyToken }));
    };
    const newEmail: SendCodeSender = async (captcha) => {
      const verifyToken = await send.email(captcha, { email: typed.current.email?.trim() });
      setTokens((current) => ({ ...current, newEmail: verifyToken }));
    };
    return {
      sendCode: { sms, newSms, email, newEmail } satisfies Partial<Record<SenderKey, SendCodeSender>>,
    };
  }, [send]);
  const track = useCallback((data: TypedContact) => {
    typed.current = { countryCode: data.countryCode, mobileNumber: data.mobileNumber, email: data.email };
  }, []);
  return { formContext, track, tokens };
}
