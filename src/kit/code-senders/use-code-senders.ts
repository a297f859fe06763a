import { useCallback, useMemo, useRef, useState } from 'react';
import type { BindEmailRequest, BindPhoneRequest, CodeScene } from '@generated/models';
import type { SendCodeSender, VerificationFormContext } from '@/forms/widgets/send-code-context';
import type { SolvedCaptcha } from '@/lib/captcha';
import type { SenderKey } from '@schemas/auth/security-codes';
import { type CodeEmail, type CodePhone, type CodeProof, useSendCodeCalls } from './send-code-calls';

/** What the form holds that a sender to a new phone or address needs (the bind requests' fields). */
export type TypedContact = Partial<
  Pick<BindPhoneRequest, 'countryCode' | 'mobileNumber'> & Pick<BindEmailRequest, 'email'>
>;

/** Where a flow's codes go: the phone or the address its first step took. */
export type CodeRecipient = { by: 'sms'; to: CodePhone } | { by: 'email'; to: CodeEmail };

/** A multi-step flow (register, reset password, login second step): its codes carry the step token. */
export interface CodeFlow {
  /** The flow's token (contract CodeFlowToken); missing when its first step answered none. */
  token: string | undefined;
  /** The `account` sender's phone or address (register, reset); without it there is no `account` sender. */
  account?: CodeRecipient;
  /** When the first step sent the first code: the `account` button counts down from it (spec §4). */
  sentAt?: number;
}

/** The verifyToken the last email code of each email sender answered. */
export type EmailTokens = Partial<Record<Extract<SenderKey, 'email' | 'newEmail' | 'account'>, string>>;

export interface CodeSenders {
  /** rjsf formContext of the form's `sendCode` fields (src/forms/widgets/send-code-context.ts). */
  formContext: Required<VerificationFormContext>;
  /** Call with the form's data on change: `newSms` and `newEmail` send to what the form holds. */
  track: (data: TypedContact) => void;
  /** What the email senders' codes answered, read at submit time. */
  emailTokens: () => EmailTokens;
}

/**
 * The one way a screen wires its send-code fields (spec §4, §5; README "Codes and records"): the senders
 * of formContext.sendCode (schemas/auth/security-codes.ts SenderKey) for one scene of the contract.
 * `sms` and `email` send to the user's bound phone and address, `newSms` and `newEmail` to what the form
 * holds (`track`), `account` to a flow's account. Signed in, a code request carries the security check's
 * result; inside a `flow`, the flow's token instead.
 */
export function useCodeSenders(scene: CodeScene, flow?: CodeFlow): CodeSenders {
  const calls = useSendCodeCalls(scene);
  // rjsf keeps the formContext of its first render (its props comparison skips functions), so the senders
  // read what the form holds at click time, not from a closure.
  const typed = useRef<TypedContact>({});
  const tokens = useRef<EmailTokens>({});
  const [accountSentAt, setAccountSentAt] = useState(flow?.sentAt);
  const inFlow = flow !== undefined;
  const flowToken = flow?.token;
  // The account's parts, so a recipient rebuilt on each render keeps the senders (and the form) as they are.
  const to = flow?.account?.to;
  const accountBy = flow?.account?.by;
  const phone = to && 'mobile' in to ? to : undefined;
  const [countryCode, mobile, email] = [
    phone?.countryCode,
    phone?.mobile,
    to && 'email' in to ? to.email : undefined,
  ];

  const formContext = useMemo(() => {
    const proof = (captcha: SolvedCaptcha): CodeProof => (inFlow ? { flowToken } : captcha);
    const keep = (key: keyof EmailTokens, verifyToken: string | undefined) => {
      tokens.current = { ...tokens.current, [key]: verifyToken };
    };
    const sendCode: Partial<Record<SenderKey, SendCodeSender>> = {
      sms: (captcha) => calls.sms(proof(captcha)),
      email: async (captcha) => keep('email', await calls.email(proof(captcha))),
      newSms: (captcha) => {
        const { countryCode, mobileNumber } = typed.current;
        return calls.sms(proof(captcha), {
          countryCode: countryCode?.replace(/^\+/, ''),
          mobile: mobileNumber,
        });
      },
      newEmail: async (captcha) =>
        keep('newEmail', await calls.email(proof(captcha), { email: typed.current.email?.trim() })),
    };
    if (accountBy)
      sendCode.account = async (captcha) => {
        if (accountBy === 'sms') await calls.sms(proof(captcha), { countryCode, mobile });
        else keep('account', await calls.email(proof(captcha), { email }));
        setAccountSentAt(Date.now());
      };
    return { sendCode, codeSentAt: { account: accountSentAt } };
  }, [calls, inFlow, flowToken, accountBy, countryCode, mobile, email, accountSentAt]);

  const track = useCallback((data: TypedContact) => {
    typed.current = { countryCode: data.countryCode, mobileNumber: data.mobileNumber, email: data.email };
  }, []);
  const emailTokens = useCallback(() => tokens.current, []);
  return { formContext, track, emailTokens };
}
