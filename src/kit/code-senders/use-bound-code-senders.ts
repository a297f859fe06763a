import { useMemo } from 'react';
import type { CodeScene } from '@generated/models';
import type { SendCodeSender } from '@/forms/widgets/send-code-context';
import { useCodeSender } from './use-code-sender';

/** formContext.sendCode of a signed-in form whose codes go to the bound phone (`sms`) and email (`email`). */
export function useBoundCodeSenders(scene: CodeScene) {
  const send = useCodeSender(scene);
  return useMemo(() => {
    const sms: SendCodeSender = (captcha) => send.sms(captcha);
    const email: SendCodeSender = (captcha) => send.email(captcha);
    return { sendCode: { sms, email } };
  }, [send]);
}
