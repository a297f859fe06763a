import { useCallback, useMemo, useRef, useState } from 'react';
import type { AccountFields } from '@generated/models';
import type { SendCodeSender } from '@/forms/widgets/send-code-context';
import { useCodeSender } from '@/kit/code-senders/use-code-sender';
import type { CodeScene } from '@schemas/auth/code-scenes';

/** The account a register or reset flow runs for: an email, or a phone as calling code and number. */
export type FlowAccount =
  | ({ kind: 'email' } & Required<Pick<AccountFields, 'email'>>)
  | ({ kind: 'phone' } & Required<Pick<AccountFields, 'countryCode' | 'mobileNumber'>>);

export type AccountKind = FlowAccount['kind'];

/** The account as the user reads it (and as login takes it). */
export const accountText = (account: FlowAccount) =>
  account.kind === 'email' ? account.email : account.mobileNumber;

/** A calling code as the contract takes it: digits without "+". */
export const callingCode = (code: string) => code.trim().replace(/^\+/, '');

/**
 * formContext.sendCode.account of a flow's code step: a resend to the flow's account, carrying the step
 * token (contract CodeFlowToken: inside a flow no captcha result rides along, step 1 passed it).
 * `sentAt` is when step 1 sent the first code: the send button counts down from it (spec §4), and from
 * each resend after. `verifyToken()` is what the last email code answered.
 */
export function useAccountSender(
  scene: CodeScene,
  account: FlowAccount,
  token: string | undefined,
  sentAt: number,
) {
  const sender = useCodeSender(scene);
  const lastVerifyToken = useRef<string | undefined>(undefined);
  const [lastSentAt, setLastSentAt] = useState(sentAt);

  const send = useCallback<SendCodeSender>(async () => {
    const proof = { flowToken: token };
    if (account.kind === 'phone') {
      await sender.sms(proof, { countryCode: account.countryCode, mobile: account.mobileNumber });
    } else {
      lastVerifyToken.current = await sender.email(proof, { email: account.email });
    }
    setLastSentAt(Date.now());
  }, [account, sender, token]);

  const formContext = useMemo(
    () => ({ sendCode: { account: send }, codeSentAt: { account: lastSentAt } }),
    [send, lastSentAt],
  );
  const verifyToken = useCallback(() => lastVerifyToken.current, []);
  return { formContext, verifyToken };
}
