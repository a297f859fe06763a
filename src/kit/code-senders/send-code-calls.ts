import { useMemo } from 'react';
import { useSendEmailCode, useSendSmsCode } from '@generated/hooks/auth/auth';
import type { CodeFlowToken, CodeScene, SendEmailCodeRequest, SendSmsCodeRequest } from '@generated/models';
import type { SolvedCaptcha } from '@/lib/captcha';

// Internal to src/kit/code-senders (scripts/eslint-one-way.js): screens wire their senders through
// useCodeSenders, never these calls.

/** A phone that is not the bound one (typed in the form, or a flow's account), in sendSmsCode's fields. */
export type CodePhone = Pick<SendSmsCodeRequest, 'countryCode' | 'mobile'>;

/** An address that is not the bound one, in sendEmailCode's field. */
export type CodeEmail = Pick<SendEmailCodeRequest, 'email'>;

/** Inside a multi-step flow (register, reset password, login second step) a code request carries the
 * flow's token instead of a captcha result: the flow's first step passed the check (contract CodeFlowToken). */
export interface FlowProof {
  /** Missing when the flow's first step answered none (register: the family's steps carry no token). */
  flowToken: CodeFlowToken['token'];
}

/** What vouches for a code request: the security check's result, or the flow's token. */
export type CodeProof = SolvedCaptcha | FlowProof;

export interface SendCodeCalls {
  /** Sends an SMS code to the bound phone, or to `to`. */
  sms: (proof: CodeProof, to?: CodePhone) => Promise<void>;
  /** Sends an email code to the bound address, or to `to`; resolves to the verifyToken it answered. */
  email: (proof: CodeProof, to?: CodeEmail) => Promise<string | undefined>;
}

/**
 * Sends the codes of one scene of the contract (CodeScene: sendSmsCode smsType and operationType,
 * sendEmailCode operationType and scene). Failures are the caller's to show (the send-code field does).
 */
export function useSendCodeCalls(scene: CodeScene): SendCodeCalls {
  const { mutateAsync: sendSms } = useSendSmsCode();
  const { mutateAsync: sendEmail } = useSendEmailCode();
  return useMemo(
    () => ({
      sms: async (proof, to) => {
        const vouch = 'flowToken' in proof ? (proof.flowToken ? { token: proof.flowToken } : {}) : proof;
        await sendSms({ data: { ...vouch, smsType: scene, operationType: scene, ...to } });
      },
      email: async (proof, to) => {
        // operationType always; scene with the same value only when no captcha result rides along, since
        // a slider result has a scene of its own (contract SendEmailCodeRequest).
        const vouch =
          'flowToken' in proof ? { ...(proof.flowToken ? { token: proof.flowToken } : {}), scene } : proof;
        const answer = await sendEmail({ data: { ...vouch, operationType: scene, ...to } });
        return answer.data?.verifyToken;
      },
    }),
    [scene, sendEmail, sendSms],
  );
}
