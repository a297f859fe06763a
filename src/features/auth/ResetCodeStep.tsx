import { useTranslation } from 'react-i18next';
import { useCheckResetPasswordCode, useCheckResetPasswordIdentity } from '@generated/hooks/auth/auth';
import { CodeScene } from '@generated/models';
import { SchemaForm } from '@/forms/SchemaForm';
import { useCodeSenders } from '@/kit/code-senders/use-code-senders';
import type { IdentityAsked } from '@schemas/auth/reset-password-identity';
import { type ResetPasswordCodeData, resetPasswordCodeForm } from '@schemas/auth/reset-password-code';
import { authErrors } from './auth-errors';
import { type FlowAccount, recipientOf } from './flow-account';

/** What step 3 asks for (step 2's googleRequired and certificateRequired, or both offered when unsaid). */
export type IdentityChecks = IdentityAsked;

/**
 * Reset step 2: the code step 1 sent at `sentAt` to the account (its resend waits out the 90 s of spec §4
 * from the last send). When the answer asks for no identity check, step 3 passes
 * with the token alone (contract ResetIdentityRequest), so `onChecked` gets the token for step 4 then.
 */
export function ResetCodeStep(props: {
  account: FlowAccount;
  token: string;
  sentAt: number;
  onChecked: (next: { token: string; checks: IdentityChecks | null }) => void;
}) {
  const { account, token, sentAt, onChecked } = props;
  const { t } = useTranslation('auth');
  const senders = useCodeSenders(CodeScene.RESET_PASSWORD, { token, account: recipientOf(account), sentAt });
  const check = useCheckResetPasswordCode();
  const identity = useCheckResetPasswordIdentity();

  const submit = async ({ numberCode }: ResetPasswordCodeData) => {
    const verifyToken = senders.emailTokens().account;
    const answer = await authErrors.guard(
      check.mutateAsync({ data: { token, numberCode, ...(verifyToken ? { verifyToken } : {}) } }),
    );
    if (!answer.data) throw new Error('checkResetPasswordCode answered SUCCESS without a token');
    const { googleRequired, certificateRequired } = answer.data;
    // A server that does not say which checks step 3 needs gets both offered, neither required.
    if (googleRequired === undefined || certificateRequired === undefined) {
      onChecked({ token: answer.data.token, checks: { idNumber: true, google: true, optional: true } });
      return;
    }
    if (googleRequired || certificateRequired) {
      onChecked({
        token: answer.data.token,
        checks: { idNumber: certificateRequired, google: googleRequired },
      });
      return;
    }
    const passed = await authErrors.guard(identity.mutateAsync({ data: { token: answer.data.token } }));
    if (!passed.data) throw new Error('checkResetPasswordIdentity answered SUCCESS without a token');
    onChecked({ token: passed.data.token, checks: null });
  };

  return (
    <SchemaForm<ResetPasswordCodeData>
      form={resetPasswordCodeForm}
      keepDraft={false}
      formContext={senders.formContext}
      submitLabel={t('resetPassword.next')}
      onSubmit={submit}
    />
  );
}
