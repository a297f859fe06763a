import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitResetPasswordAccount } from '@generated/hooks/auth/auth';
import { SchemaForm } from '@/forms/SchemaForm';
import {
  type ResetPasswordEmailData,
  type ResetPasswordPhoneData,
  resetPasswordEmailForm,
  resetPasswordPhoneForm,
} from '@schemas/auth/reset-password-account';
import { withCallingCode } from '@schemas/auth/shared-fields';
import { AccountKindSwitch } from './AccountKindSwitch';
import { authErrors } from './auth-errors';
import { type AccountKind, type FlowAccount } from './flow-account';
import { useCaptchaGate } from './use-captcha-gate';

/** Reset step 1 (spec §2 /resetPass, §5): the account by email or phone, the security check, the code sent. */
export function ResetAccountStep(props: { onAccepted: (account: FlowAccount, token: string) => void }) {
  const { t } = useTranslation('auth');
  const [kind, setKind] = useState<AccountKind>('email');
  const captcha = useCaptchaGate();
  const submitAccount = useSubmitResetPasswordAccount();

  const submit = async (account: FlowAccount) => {
    const solved = await captcha.check();
    const fields =
      account.kind === 'email'
        ? { registerCode: account.email }
        : { registerCode: account.mobileNumber, countryCode: account.countryCode };
    const answer = await authErrors.guard(submitAccount.mutateAsync({ data: { ...solved, ...fields } }));
    if (!answer.data) throw new Error('submitResetPasswordAccount answered SUCCESS without a token');
    props.onAccepted(account, answer.data.token);
  };

  return (
    <Stack gap="md">
      <AccountKindSwitch value={kind} onChange={setKind} />
      {kind === 'email' ? (
        <SchemaForm<ResetPasswordEmailData>
          key="email"
          form={resetPasswordEmailForm}
          submitLabel={t('resetPassword.next')}
          onSubmit={({ registerCode }) => submit({ kind: 'email', email: registerCode.trim() })}
        />
      ) : (
        <SchemaForm<ResetPasswordPhoneData>
          key="phone"
          form={resetPasswordPhoneForm}
          submitLabel={t('resetPassword.next')}
          onSubmit={(data) => {
            const { countryCode, registerCode } = withCallingCode(data);
            return submit({ kind: 'phone', countryCode, mobileNumber: registerCode });
          }}
        />
      )}
      {captcha.dialog}
    </Stack>
  );
}
